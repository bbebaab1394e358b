import type { Lang } from '@storefront/contracts';

type Texts = Record<Lang, string>;

export const DEMO_SITE_SETTINGS = {
  supportEmail: 'support@starlit.example',
  messengerName: 'Telegram',
  messengerUrl: 'https://t.me/starlit_support_example',
  resourcePath: '/theme/light.css',
};

export const DEMO_SITE_TEXTS: Record<
  Lang,
  { title: string; description: string; keywords: string; legalLine: string }
> = {
  en: {
    title: 'game top-ups, cards and gift cards',
    description:
      'Instant game top-ups, game cards, live-stream recharges, activation keys and gift cards. Support 24/7.',
    keywords: 'game top-up, game cards, gift cards, activation keys, live stream coins',
    legalLine: '© 2026 Starlit Digital Pte. Ltd. All rights reserved.',
  },
  cn: {
    title: '游戏充值、点卡与礼品卡',
    description: '即时游戏充值、游戏点卡、直播充值、激活码和礼品卡。全天候 24/7 客服。',
    keywords: '游戏充值, 游戏点卡, 礼品卡, 激活码, 直播币',
    legalLine: '© 2026 Starlit Digital Pte. Ltd. 保留所有权利。',
  },
  tw: {
    title: '遊戲儲值、點數卡與禮物卡',
    description: '即時遊戲儲值、遊戲點數卡、直播儲值、啟用序號和禮物卡。全年無休 24/7 客服。',
    keywords: '遊戲儲值, 點數卡, 禮物卡, 啟用序號, 直播幣',
    legalLine: '© 2026 Starlit Digital Pte. Ltd. 保留所有權利。',
  },
  ru: {
    title: 'пополнение игр, игровые и подарочные карты',
    description:
      'Мгновенное пополнение игр, игровые карты, пополнение стримов, ключи активации и подарочные карты. Поддержка 24/7.',
    keywords: 'пополнение игр, игровые карты, подарочные карты, ключи активации, монеты для стримов',
    legalLine: '© 2026 Starlit Digital Pte. Ltd. Все права защищены.',
  },
  id: {
    title: 'top up game, kartu game dan kartu hadiah',
    description:
      'Top up game instan, kartu game, isi ulang live streaming, kunci aktivasi dan kartu hadiah. Layanan 24/7.',
    keywords: 'top up game, kartu game, kartu hadiah, kunci aktivasi, koin live streaming',
    legalLine: '© 2026 Starlit Digital Pte. Ltd. Hak cipta dilindungi.',
  },
  hi: {
    title: 'गेम टॉप-अप, गेम कार्ड और गिफ़्ट कार्ड',
    description: 'तुरंत गेम टॉप-अप, गेम कार्ड, लाइव-स्ट्रीम रिचार्ज, एक्टिवेशन की और गिफ़्ट कार्ड। 24/7 सहायता।',
    keywords: 'गेम टॉप-अप, गेम कार्ड, गिफ़्ट कार्ड, एक्टिवेशन की, लाइव स्ट्रीम सिक्के',
    legalLine: '© 2026 Starlit Digital Pte. Ltd. सर्वाधिकार सुरक्षित।',
  },
  ms: {
    title: 'tambah nilai permainan, kad permainan dan kad hadiah',
    description:
      'Tambah nilai permainan segera, kad permainan, tambah nilai strim langsung, kunci pengaktifan dan kad hadiah. Sokongan 24/7.',
    keywords: 'tambah nilai permainan, kad permainan, kad hadiah, kunci pengaktifan, syiling strim langsung',
    legalLine: '© 2026 Starlit Digital Pte. Ltd. Hak cipta terpelihara.',
  },
  tl: {
    title: 'game top-up, game card at gift card',
    description:
      'Mabilis na game top-up, game card, recharge para sa live stream, activation key at gift card. Suporta 24/7.',
    keywords: 'game top-up, game card, gift card, activation key, barya sa live stream',
    legalLine: '© 2026 Starlit Digital Pte. Ltd. Nakalaan ang lahat ng karapatan.',
  },
  th: {
    title: 'เติมเกม บัตรเกม และบัตรของขวัญ',
    description: 'เติมเกมทันที บัตรเกม เติมไลฟ์สตรีม คีย์เปิดใช้งาน และบัตรของขวัญ บริการ 24 ชั่วโมง',
    keywords: 'เติมเกม, บัตรเกม, บัตรของขวัญ, คีย์เปิดใช้งาน, เหรียญไลฟ์สตรีม',
    legalLine: '© 2026 Starlit Digital Pte. Ltd. สงวนลิขสิทธิ์',
  },
  vi: {
    title: 'nạp game, thẻ game và thẻ quà tặng',
    description: 'Nạp game tức thì, thẻ game, nạp livestream, mã kích hoạt và thẻ quà tặng. Hỗ trợ 24/7.',
    keywords: 'nạp game, thẻ game, thẻ quà tặng, mã kích hoạt, xu livestream',
    legalLine: '© 2026 Starlit Digital Pte. Ltd. Bảo lưu mọi quyền.',
  },
  my: {
    title: 'ဂိမ်းငွေဖြည့်၊ ဂိမ်းကတ်နှင့် လက်ဆောင်ကတ်',
    description: 'ချက်ချင်း ဂိမ်းငွေဖြည့်ခြင်း၊ ဂိမ်းကတ်၊ တိုက်ရိုက်ထုတ်လွှင့်မှု ငွေဖြည့်ခြင်း၊ အသက်သွင်းကီးနှင့် လက်ဆောင်ကတ်။ ၂၄/၇ ဝန်ဆောင်မှု။',
    keywords: 'ဂိမ်းငွေဖြည့်, ဂိမ်းကတ်, လက်ဆောင်ကတ်, အသက်သွင်းကီး',
    legalLine: '© 2026 Starlit Digital Pte. Ltd. မူပိုင်ခွင့်အားလုံး ရယူထားသည်။',
  },
  pt: {
    title: 'recargas de jogos, cartões de jogo e gift cards',
    description:
      'Recargas de jogos instantâneas, cartões de jogo, recargas de live, chaves de ativação e gift cards. Suporte 24/7.',
    keywords: 'recarga de jogos, cartões de jogo, gift cards, chaves de ativação, moedas de live',
    legalLine: '© 2026 Starlit Digital Pte. Ltd. Todos os direitos reservados.',
  },
};

/** Offices keep their postal address as the post writes it, in every language. */
export const DEMO_OFFICE_ADDRESS = '18 Harbour Lane, #07-02, Singapore 049320';

export const DEMO_BANNERS: { id: string; link: string; title: Texts; subtitle: Texts }[] = [
  {
    id: 'starfall-crystal-week',
    link: '/gameBuy/starfall-legends',
    title: {
      en: 'Starfall Legends: crystal week',
      cn: '星陨传说：水晶周',
      tw: '星隕傳說：水晶週',
      ru: 'Легенды Звездопада: неделя кристаллов',
      id: 'Starfall Legends: pekan kristal',
      hi: 'Starfall Legends: क्रिस्टल सप्ताह',
      ms: 'Starfall Legends: minggu kristal',
      tl: 'Starfall Legends: linggo ng kristal',
      th: 'Starfall Legends: สัปดาห์คริสตัล',
      vi: 'Starfall Legends: tuần lễ pha lê',
      my: 'Starfall Legends: ကျောက်သလင်း ရက်သတ္တပတ်',
      pt: 'Starfall Legends: semana dos cristais',
    },
    subtitle: {
      en: 'Up to 17% off the big crystal packs',
      cn: '大份水晶礼包最高优惠 17%',
      tw: '大份水晶禮包最高折扣 17%',
      ru: 'Скидки до 17% на большие наборы кристаллов',
      id: 'Diskon hingga 17% untuk paket kristal besar',
      hi: 'बड़े क्रिस्टल पैक पर 17% तक की छूट',
      ms: 'Diskaun sehingga 17% untuk pek kristal besar',
      tl: 'Hanggang 17% diskwento sa malalaking kristal pack',
      th: 'ลดสูงสุด 17% สำหรับแพ็กคริสตัลใหญ่',
      vi: 'Giảm đến 17% cho các gói pha lê lớn',
      my: 'ကျောက်သလင်း အထုပ်ကြီးများ ၁၇% အထိ လျှော့စျေး',
      pt: 'Até 17% de desconto nos pacotes grandes de cristais',
    },
  },
  {
    id: 'streamers-month',
    link: '/gameBuy/streamly',
    title: {
      en: 'Support your streamers',
      cn: '支持你的主播',
      tw: '支持你的實況主',
      ru: 'Поддержите своих стримеров',
      id: 'Dukung streamer favoritmu',
      hi: 'अपने स्ट्रीमर्स का साथ दें',
      ms: 'Sokong penstrim anda',
      tl: 'Suportahan ang mga streamer mo',
      th: 'สนับสนุนสตรีมเมอร์ของคุณ',
      vi: 'Ủng hộ streamer của bạn',
      my: 'သင့် စထရီမာများကို အားပေးပါ',
      pt: 'Apoie seus streamers',
    },
    subtitle: {
      en: 'Live-stream coins credited within about 10 minutes',
      cn: '直播币约 10 分钟内到账',
      tw: '直播幣約 10 分鐘內到帳',
      ru: 'Монеты для стримов зачисляются примерно за 10 минут',
      id: 'Koin live streaming masuk dalam sekitar 10 menit',
      hi: 'लाइव-स्ट्रीम सिक्के लगभग 10 मिनट में जमा',
      ms: 'Syiling strim langsung masuk dalam kira-kira 10 minit',
      tl: 'Papasok ang live-stream coins sa mga 10 minuto',
      th: 'เหรียญไลฟ์สตรีมเข้าบัญชีภายในประมาณ 10 นาที',
      vi: 'Xu livestream vào tài khoản trong khoảng 10 phút',
      my: 'တိုက်ရိုက်ထုတ်လွှင့်မှု ဒင်္ဂါးများ ၁၀ မိနစ်ခန့်အတွင်း ရောက်ပါမည်',
      pt: 'Moedas de live creditadas em cerca de 10 minutos',
    },
  },
];
