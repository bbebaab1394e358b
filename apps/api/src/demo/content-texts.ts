import type { Lang } from '@storefront/contracts';

export const DEMO_ARTICLES = [
  { id: 'welcome-to-starlit', type: 'news', publishedAt: '2026-10-01T09:00:00Z', productSlug: null },
  {
    id: 'streamers-month',
    type: 'promotion',
    publishedAt: '2026-11-01T09:00:00Z',
    productSlug: 'streamly',
  },
  {
    id: 'starfall-crystal-week',
    type: 'promotion',
    publishedAt: '2026-11-15T09:00:00Z',
    productSlug: 'starfall-legends',
  },
] as const;
type ArticleId = (typeof DEMO_ARTICLES)[number]['id'];

export const DEMO_FAQ_TOPICS = ['orders', 'payment', 'account'] as const;
type TopicId = (typeof DEMO_FAQ_TOPICS)[number];

export const DEMO_FAQ = [
  { id: 'delivery-time', topicId: 'orders' },
  { id: 'wrong-player-id', topicId: 'orders' },
  { id: 'payment-currency', topicId: 'payment' },
  { id: 'guest-orders', topicId: 'account' },
] as const;
type FaqId = (typeof DEMO_FAQ)[number]['id'];

interface LangContent {
  /** Title, summary, and the rest of the text (the summary opens the article). */
  articles: Record<ArticleId, [string, string, string]>;
  topics: Record<TopicId, string>;
  faq: Record<FaqId, [string, string]>;
  /** About us; the policy documents have files of their own (policies/). */
  pages: { about: [string, string] };
}

export const DEMO_CONTENT: Record<Lang, LangContent> = {
  en: {
    articles: {
      'welcome-to-starlit': [
        'Starlit opens in seven regions',
        'Game top-ups, cards, keys and gift cards now sell in Russia and South-East Asia.',
        'Prices are shown in your own currency; choose your region and language in Settings.',
      ],
      'streamers-month': [
        'Streamers month',
        'Live-stream coins for Streamly, VibeCast and more, credited within about 10 minutes.',
        'Support your favourite streamers all month long.',
      ],
      'starfall-crystal-week': [
        'Starfall Legends: crystal week',
        'Up to 17% off the big crystal packs of Starfall Legends.',
        'The offer lasts a week; crystals arrive within 1 minute of payment.',
      ],
    },
    topics: { orders: 'Orders and delivery', payment: 'Payment', account: 'Account' },
    faq: {
      'delivery-time': [
        'How fast is delivery?',
        'Top-ups arrive within 1 minute, activation codes after about 30 seconds, live-stream recharges within about 10 minutes.',
      ],
      'wrong-player-id': [
        'I entered a wrong player ID. What now?',
        'Write to support with your order number at once; we answer 24/7, usually within 2 hours.',
      ],
      'payment-currency': [
        'Which currency do I pay in?',
        'In the currency of the region chosen in Settings. The price you see is the price you pay.',
      ],
      'guest-orders': [
        'Do I need an account to buy?',
        'No, guests can buy. Sign in to see your orders on every device.',
      ],
    },
    pages: {
      about: [
        'About us',
        'Starlit sells game top-ups, cards, keys and gift cards.\n\nOur support team works 24/7.',
      ],
    },
  },
  cn: {
    articles: {
      'welcome-to-starlit': [
        'Starlit 已在七个地区上线',
        '游戏充值、点卡、激活码和礼品卡现已在俄罗斯和东南亚销售。',
        '价格以你的本地货币显示；可在设置中选择地区和语言。',
      ],
      'streamers-month': [
        '主播月',
        'Streamly、VibeCast 等平台的直播币，约 10 分钟内到账。',
        '整个月都来支持你喜爱的主播吧。',
      ],
      'starfall-crystal-week': [
        '星陨传说：水晶周',
        '星陨传说大份水晶礼包最高优惠 17%。',
        '活动持续一周；付款后 1 分钟内水晶到账。',
      ],
    },
    topics: { orders: '订单与发货', payment: '支付', account: '账号' },
    faq: {
      'delivery-time': ['多久能到账？', '游戏充值 1 分钟内到账，激活码约 30 秒，直播充值约 10 分钟。'],
      'wrong-player-id': [
        '玩家 ID 填错了怎么办？',
        '请立即带上订单号联系客服；我们 24/7 在线，通常 2 小时内回复。',
      ],
      'payment-currency': [
        '我用哪种货币支付？',
        '使用设置中所选地区的货币。你看到的价格就是实际支付的价格。',
      ],
      'guest-orders': ['购买需要注册账号吗？', '不需要，游客也可以购买。登录后可在任何设备上查看订单。'],
    },
    pages: {
      about: ['关于我们', 'Starlit 销售游戏充值、点卡、激活码和礼品卡。\n\n我们的客服团队 24/7 在线。'],
    },
  },
  tw: {
    articles: {
      'welcome-to-starlit': [
        'Starlit 已在七個地區上線',
        '遊戲儲值、點數卡、啟用序號和禮物卡現已在俄羅斯和東南亞販售。',
        '價格以你的當地貨幣顯示；可在設定中選擇地區和語言。',
      ],
      'streamers-month': [
        '實況主月',
        'Streamly、VibeCast 等平台的直播幣，約 10 分鐘內到帳。',
        '整個月都來支持你喜愛的實況主吧。',
      ],
      'starfall-crystal-week': [
        '星隕傳說：水晶週',
        '星隕傳說大份水晶禮包最高折扣 17%。',
        '活動持續一週；付款後 1 分鐘內水晶到帳。',
      ],
    },
    topics: { orders: '訂單與出貨', payment: '付款', account: '帳號' },
    faq: {
      'delivery-time': ['多久能到帳？', '遊戲儲值 1 分鐘內到帳，啟用序號約 30 秒，直播儲值約 10 分鐘。'],
      'wrong-player-id': [
        '玩家 ID 填錯了怎麼辦？',
        '請立即附上訂單編號聯絡客服；我們全年無休，通常 2 小時內回覆。',
      ],
      'payment-currency': [
        '我用哪種貨幣付款？',
        '使用設定中所選地區的貨幣。你看到的價格就是實際付款的價格。',
      ],
      'guest-orders': ['購買需要註冊帳號嗎？', '不需要，訪客也可以購買。登入後可在任何裝置上查看訂單。'],
    },
    pages: {
      about: ['關於我們', 'Starlit 販售遊戲儲值、點數卡、啟用序號和禮物卡。\n\n我們的客服團隊全年無休。'],
    },
  },
  ru: {
    articles: {
      'welcome-to-starlit': [
        'Starlit открылся в семи регионах',
        'Пополнение игр, игровые карты, ключи и подарочные карты теперь продаются в России и Юго-Восточной Азии.',
        'Цены показаны в вашей валюте; регион и язык выбираются в настройках.',
      ],
      'streamers-month': [
        'Месяц стримеров',
        'Монеты для Streamly, VibeCast и других платформ зачисляются примерно за 10 минут.',
        'Поддерживайте любимых стримеров весь месяц.',
      ],
      'starfall-crystal-week': [
        'Легенды Звездопада: неделя кристаллов',
        'Скидки до 17% на большие наборы кристаллов Легенд Звездопада.',
        'Акция длится неделю; кристаллы приходят в течение 1 минуты после оплаты.',
      ],
    },
    topics: { orders: 'Заказы и доставка', payment: 'Оплата', account: 'Аккаунт' },
    faq: {
      'delivery-time': [
        'Как быстро приходит заказ?',
        'Пополнение — в течение 1 минуты, коды активации — примерно через 30 секунд, пополнение стримов — примерно за 10 минут.',
      ],
      'wrong-player-id': [
        'Я ввёл неверный ID игрока. Что делать?',
        'Сразу напишите в поддержку и укажите номер заказа; мы работаем 24/7 и обычно отвечаем в течение 2 часов.',
      ],
      'payment-currency': [
        'В какой валюте я плачу?',
        'В валюте региона, выбранного в настройках. Цена, которую вы видите, — это цена к оплате.',
      ],
      'guest-orders': [
        'Нужен ли аккаунт для покупки?',
        'Нет, гости тоже могут покупать. Войдите, чтобы видеть заказы на любом устройстве.',
      ],
    },
    pages: {
      about: [
        'О нас',
        'Starlit продаёт пополнение игр, игровые карты, ключи и подарочные карты.\n\nНаша поддержка работает 24/7.',
      ],
    },
  },
  id: {
    articles: {
      'welcome-to-starlit': [
        'Starlit hadir di tujuh wilayah',
        'Top up game, kartu game, kunci dan kartu hadiah kini dijual di Rusia dan Asia Tenggara.',
        'Harga ditampilkan dalam mata uangmu; pilih wilayah dan bahasa di Pengaturan.',
      ],
      'streamers-month': [
        'Bulan para streamer',
        'Koin live streaming untuk Streamly, VibeCast dan lainnya, masuk dalam sekitar 10 menit.',
        'Dukung streamer favoritmu sepanjang bulan.',
      ],
      'starfall-crystal-week': [
        'Starfall Legends: pekan kristal',
        'Diskon hingga 17% untuk paket kristal besar Starfall Legends.',
        'Promo berlangsung seminggu; kristal masuk dalam 1 menit setelah pembayaran.',
      ],
    },
    topics: { orders: 'Pesanan dan pengiriman', payment: 'Pembayaran', account: 'Akun' },
    faq: {
      'delivery-time': [
        'Seberapa cepat pengirimannya?',
        'Top up masuk dalam 1 menit, kode aktivasi sekitar 30 detik, isi ulang live streaming sekitar 10 menit.',
      ],
      'wrong-player-id': [
        'Saya salah memasukkan ID pemain. Bagaimana?',
        'Segera hubungi layanan pelanggan dengan nomor pesanan; kami siaga 24/7 dan biasanya membalas dalam 2 jam.',
      ],
      'payment-currency': [
        'Saya membayar dengan mata uang apa?',
        'Dengan mata uang wilayah yang dipilih di Pengaturan. Harga yang kamu lihat adalah harga yang dibayar.',
      ],
      'guest-orders': [
        'Apakah perlu akun untuk membeli?',
        'Tidak, tamu juga bisa membeli. Masuk untuk melihat pesanan di perangkat mana pun.',
      ],
    },
    pages: {
      about: [
        'Tentang kami',
        'Starlit menjual top up game, kartu game, kunci dan kartu hadiah.\n\nTim layanan kami siaga 24/7.',
      ],
    },
  },
  hi: {
    articles: {
      'welcome-to-starlit': [
        'Starlit सात क्षेत्रों में शुरू',
        'गेम टॉप-अप, गेम कार्ड, की और गिफ़्ट कार्ड अब रूस और दक्षिण-पूर्व एशिया में उपलब्ध हैं।',
        'कीमतें आपकी अपनी मुद्रा में दिखती हैं; सेटिंग्स में क्षेत्र और भाषा चुनें।',
      ],
      'streamers-month': [
        'स्ट्रीमर्स का महीना',
        'Streamly, VibeCast और अन्य के लाइव-स्ट्रीम सिक्के, लगभग 10 मिनट में जमा।',
        'पूरे महीने अपने पसंदीदा स्ट्रीमर्स का साथ दें।',
      ],
      'starfall-crystal-week': [
        'Starfall Legends: क्रिस्टल सप्ताह',
        'Starfall Legends के बड़े क्रिस्टल पैक पर 17% तक की छूट।',
        'ऑफ़र एक सप्ताह चलेगा; भुगतान के 1 मिनट के भीतर क्रिस्टल मिलेंगे।',
      ],
    },
    topics: { orders: 'ऑर्डर और डिलीवरी', payment: 'भुगतान', account: 'खाता' },
    faq: {
      'delivery-time': [
        'डिलीवरी कितनी जल्दी होती है?',
        'टॉप-अप 1 मिनट में, एक्टिवेशन कोड लगभग 30 सेकंड में, लाइव-स्ट्रीम रिचार्ज लगभग 10 मिनट में।',
      ],
      'wrong-player-id': [
        'मैंने गलत प्लेयर ID डाल दी। अब क्या करूँ?',
        'तुरंत ऑर्डर नंबर के साथ सहायता टीम को लिखें; हम 24/7 उपलब्ध हैं और आमतौर पर 2 घंटे में जवाब देते हैं।',
      ],
      'payment-currency': [
        'मैं किस मुद्रा में भुगतान करूँगा?',
        'सेटिंग्स में चुने गए क्षेत्र की मुद्रा में। जो कीमत दिखती है, वही आप चुकाते हैं।',
      ],
      'guest-orders': [
        'क्या खरीदने के लिए खाता ज़रूरी है?',
        'नहीं, मेहमान भी खरीद सकते हैं। हर डिवाइस पर ऑर्डर देखने के लिए साइन इन करें।',
      ],
    },
    pages: {
      about: [
        'हमारे बारे में',
        'Starlit गेम टॉप-अप, गेम कार्ड, की और गिफ़्ट कार्ड बेचता है।\n\nहमारी सहायता टीम 24/7 काम करती है।',
      ],
    },
  },
  ms: {
    articles: {
      'welcome-to-starlit': [
        'Starlit dibuka di tujuh wilayah',
        'Tambah nilai permainan, kad permainan, kunci dan kad hadiah kini dijual di Rusia dan Asia Tenggara.',
        'Harga dipaparkan dalam mata wang anda; pilih wilayah dan bahasa dalam Tetapan.',
      ],
      'streamers-month': [
        'Bulan penstrim',
        'Syiling strim langsung untuk Streamly, VibeCast dan lain-lain, masuk dalam kira-kira 10 minit.',
        'Sokong penstrim kegemaran anda sepanjang bulan.',
      ],
      'starfall-crystal-week': [
        'Starfall Legends: minggu kristal',
        'Diskaun sehingga 17% untuk pek kristal besar Starfall Legends.',
        'Tawaran selama seminggu; kristal masuk dalam 1 minit selepas pembayaran.',
      ],
    },
    topics: { orders: 'Pesanan dan penghantaran', payment: 'Pembayaran', account: 'Akaun' },
    faq: {
      'delivery-time': [
        'Berapa cepat penghantaran?',
        'Tambah nilai masuk dalam 1 minit, kod pengaktifan kira-kira 30 saat, tambah nilai strim langsung kira-kira 10 minit.',
      ],
      'wrong-player-id': [
        'Saya tersalah masukkan ID pemain. Apa perlu dibuat?',
        'Hubungi sokongan segera dengan nombor pesanan; kami ada 24/7 dan biasanya membalas dalam 2 jam.',
      ],
      'payment-currency': [
        'Dalam mata wang apa saya membayar?',
        'Dalam mata wang wilayah yang dipilih dalam Tetapan. Harga yang anda lihat ialah harga yang dibayar.',
      ],
      'guest-orders': [
        'Perlukah akaun untuk membeli?',
        'Tidak, tetamu juga boleh membeli. Log masuk untuk melihat pesanan pada mana-mana peranti.',
      ],
    },
    pages: {
      about: [
        'Tentang kami',
        'Starlit menjual tambah nilai permainan, kad permainan, kunci dan kad hadiah.\n\nPasukan sokongan kami bekerja 24/7.',
      ],
    },
  },
  tl: {
    articles: {
      'welcome-to-starlit': [
        'Bukas na ang Starlit sa pitong rehiyon',
        'Mabibili na ang game top-up, game card, key at gift card sa Russia at Timog-Silangang Asya.',
        'Nakikita ang presyo sa sarili mong pera; piliin ang rehiyon at wika sa Settings.',
      ],
      'streamers-month': [
        'Buwan ng mga streamer',
        'Live-stream coins para sa Streamly, VibeCast at iba pa, papasok sa mga 10 minuto.',
        'Suportahan ang paborito mong streamer buong buwan.',
      ],
      'starfall-crystal-week': [
        'Starfall Legends: linggo ng kristal',
        'Hanggang 17% diskwento sa malalaking kristal pack ng Starfall Legends.',
        'Isang linggo ang alok; papasok ang kristal sa loob ng 1 minuto matapos magbayad.',
      ],
    },
    topics: { orders: 'Mga order at delivery', payment: 'Pagbabayad', account: 'Account' },
    faq: {
      'delivery-time': [
        'Gaano kabilis ang delivery?',
        'Ang top-up ay sa loob ng 1 minuto, ang activation code ay mga 30 segundo, ang live-stream recharge ay mga 10 minuto.',
      ],
      'wrong-player-id': [
        'Mali ang player ID na nailagay ko. Ano ang gagawin?',
        'Sumulat agad sa support kasama ang order number; bukas kami 24/7 at kadalasang sumasagot sa loob ng 2 oras.',
      ],
      'payment-currency': [
        'Anong pera ang ibabayad ko?',
        'Ang pera ng rehiyong pinili sa Settings. Ang presyong nakikita mo ang babayaran mo.',
      ],
      'guest-orders': [
        'Kailangan ba ng account para bumili?',
        'Hindi, puwedeng bumili ang guest. Mag-sign in para makita ang mga order sa anumang device.',
      ],
    },
    pages: {
      about: [
        'Tungkol sa amin',
        'Nagbebenta ang Starlit ng game top-up, game card, key at gift card.\n\nBukas ang aming support 24/7.',
      ],
    },
  },
  th: {
    articles: {
      'welcome-to-starlit': [
        'Starlit เปิดให้บริการใน 7 ภูมิภาค',
        'เติมเกม บัตรเกม คีย์ และบัตรของขวัญ วางขายแล้วในรัสเซียและเอเชียตะวันออกเฉียงใต้',
        'ราคาแสดงเป็นสกุลเงินของคุณ เลือกภูมิภาคและภาษาได้ในการตั้งค่า',
      ],
      'streamers-month': [
        'เดือนแห่งสตรีมเมอร์',
        'เหรียญไลฟ์สตรีมสำหรับ Streamly, VibeCast และอื่น ๆ เข้าบัญชีภายในประมาณ 10 นาที',
        'สนับสนุนสตรีมเมอร์คนโปรดได้ตลอดทั้งเดือน',
      ],
      'starfall-crystal-week': [
        'Starfall Legends: สัปดาห์คริสตัล',
        'ลดสูงสุด 17% สำหรับแพ็กคริสตัลใหญ่ของ Starfall Legends',
        'โปรโมชันมีหนึ่งสัปดาห์ คริสตัลเข้าภายใน 1 นาทีหลังชำระเงิน',
      ],
    },
    topics: { orders: 'คำสั่งซื้อและการจัดส่ง', payment: 'การชำระเงิน', account: 'บัญชี' },
    faq: {
      'delivery-time': [
        'ได้รับสินค้าเร็วแค่ไหน',
        'เติมเกมภายใน 1 นาที รหัสเปิดใช้งานประมาณ 30 วินาที เติมไลฟ์สตรีมประมาณ 10 นาที',
      ],
      'wrong-player-id': [
        'ฉันกรอกไอดีผู้เล่นผิด ต้องทำอย่างไร',
        'ติดต่อฝ่ายบริการลูกค้าทันทีพร้อมหมายเลขคำสั่งซื้อ เราให้บริการ 24 ชั่วโมง และมักตอบภายใน 2 ชั่วโมง',
      ],
      'payment-currency': ['ฉันชำระเงินด้วยสกุลเงินใด', 'ด้วยสกุลเงินของภูมิภาคที่เลือกในการตั้งค่า ราคาที่เห็นคือราคาที่ชำระ'],
      'guest-orders': ['ต้องมีบัญชีเพื่อซื้อหรือไม่', 'ไม่จำเป็น ผู้เยี่ยมชมก็ซื้อได้ เข้าสู่ระบบเพื่อดูคำสั่งซื้อจากทุกอุปกรณ์'],
    },
    pages: {
      about: [
        'เกี่ยวกับเรา',
        'Starlit จำหน่ายการเติมเกม บัตรเกม คีย์ และบัตรของขวัญ\n\nทีมบริการลูกค้าของเราพร้อมให้บริการ 24 ชั่วโมง',
      ],
    },
  },
  vi: {
    articles: {
      'welcome-to-starlit': [
        'Starlit ra mắt tại bảy khu vực',
        'Nạp game, thẻ game, mã kích hoạt và thẻ quà tặng nay đã có mặt tại Nga và Đông Nam Á.',
        'Giá hiển thị bằng tiền tệ của bạn; chọn khu vực và ngôn ngữ trong Cài đặt.',
      ],
      'streamers-month': [
        'Tháng của streamer',
        'Xu livestream cho Streamly, VibeCast và nhiều nền tảng khác, vào tài khoản trong khoảng 10 phút.',
        'Ủng hộ streamer yêu thích suốt cả tháng.',
      ],
      'starfall-crystal-week': [
        'Starfall Legends: tuần lễ pha lê',
        'Giảm đến 17% cho các gói pha lê lớn của Starfall Legends.',
        'Ưu đãi kéo dài một tuần; pha lê vào tài khoản trong vòng 1 phút sau khi thanh toán.',
      ],
    },
    topics: { orders: 'Đơn hàng và giao hàng', payment: 'Thanh toán', account: 'Tài khoản' },
    faq: {
      'delivery-time': [
        'Giao hàng nhanh đến mức nào?',
        'Nạp game trong vòng 1 phút, mã kích hoạt khoảng 30 giây, nạp livestream khoảng 10 phút.',
      ],
      'wrong-player-id': [
        'Tôi nhập sai ID người chơi. Phải làm sao?',
        'Hãy liên hệ hỗ trợ ngay kèm mã đơn hàng; chúng tôi hỗ trợ 24/7 và thường trả lời trong 2 giờ.',
      ],
      'payment-currency': [
        'Tôi thanh toán bằng tiền tệ nào?',
        'Bằng tiền tệ của khu vực đã chọn trong Cài đặt. Giá bạn thấy là giá bạn trả.',
      ],
      'guest-orders': [
        'Có cần tài khoản để mua không?',
        'Không, khách cũng có thể mua. Đăng nhập để xem đơn hàng trên mọi thiết bị.',
      ],
    },
    pages: {
      about: [
        'Về chúng tôi',
        'Starlit bán dịch vụ nạp game, thẻ game, mã kích hoạt và thẻ quà tặng.\n\nĐội hỗ trợ của chúng tôi làm việc 24/7.',
      ],
    },
  },
  my: {
    articles: {
      'welcome-to-starlit': [
        'Starlit ဒေသ ခုနစ်ခုတွင် စတင်ဖွင့်လှစ်',
        'ဂိမ်းငွေဖြည့်၊ ဂိမ်းကတ်၊ ကီးနှင့် လက်ဆောင်ကတ်များကို ရုရှားနှင့် အရှေ့တောင်အာရှတွင် ရောင်းချနေပါပြီ။',
        'စျေးနှုန်းများကို သင့်ငွေကြေးဖြင့် ပြသည်။ ဆက်တင်တွင် ဒေသနှင့် ဘာသာစကား ရွေးပါ။',
      ],
      'streamers-month': [
        'စထရီမာများ၏ လ',
        'Streamly၊ VibeCast စသည်တို့အတွက် တိုက်ရိုက်ထုတ်လွှင့်မှု ဒင်္ဂါးများ ၁၀ မိနစ်ခန့်အတွင်း ရောက်ပါမည်။',
        'နှစ်သက်သော စထရီမာများကို တစ်လလုံး အားပေးပါ။',
      ],
      'starfall-crystal-week': [
        'Starfall Legends: ကျောက်သလင်း ရက်သတ္တပတ်',
        'Starfall Legends ၏ ကျောက်သလင်း အထုပ်ကြီးများ ၁၇% အထိ လျှော့စျေး။',
        'ပရိုမိုးရှင်းသည် တစ်ပတ်ကြာမည်။ ငွေပေးချေပြီး ၁ မိနစ်အတွင်း ကျောက်သလင်း ရောက်ပါမည်။',
      ],
    },
    topics: { orders: 'အော်ဒါနှင့် ပို့ဆောင်မှု', payment: 'ငွေပေးချေမှု', account: 'အကောင့်' },
    faq: {
      'delivery-time': [
        'ဘယ်လောက်မြန်မြန် ရောက်သလဲ။',
        'ငွေဖြည့်ခြင်း ၁ မိနစ်အတွင်း၊ အသက်သွင်းကုဒ် စက္ကန့် ၃၀ ခန့်၊ တိုက်ရိုက်ထုတ်လွှင့်မှု ငွေဖြည့်ခြင်း ၁၀ မိနစ်ခန့်။',
      ],
      'wrong-player-id': [
        'ကစားသူ ID မှားထည့်မိပါသည်။ ဘာလုပ်ရမလဲ။',
        'အော်ဒါနံပါတ်နှင့်အတူ ဝန်ဆောင်မှုထံ ချက်ချင်း ဆက်သွယ်ပါ။ ကျွန်ုပ်တို့ ၂၄/၇ ရှိပြီး များသောအားဖြင့် ၂ နာရီအတွင်း ပြန်ကြားပါသည်။',
      ],
      'payment-currency': [
        'ဘယ်ငွေကြေးနဲ့ ပေးချေရမလဲ။',
        'ဆက်တင်တွင် ရွေးထားသော ဒေသ၏ ငွေကြေးဖြင့် ပေးချေရပါမည်။ မြင်ရသော စျေးနှုန်းသည် ပေးရမည့် စျေးနှုန်း ဖြစ်သည်။',
      ],
      'guest-orders': [
        'ဝယ်ရန် အကောင့် လိုအပ်ပါသလား။',
        'မလိုအပ်ပါ၊ ဧည့်သည်များလည်း ဝယ်နိုင်သည်။ မည်သည့်စက်တွင်မဆို အော်ဒါကြည့်ရန် အကောင့်ဝင်ပါ။',
      ],
    },
    pages: {
      about: [
        'ကျွန်ုပ်တို့အကြောင်း',
        'Starlit သည် ဂိမ်းငွေဖြည့်၊ ဂိမ်းကတ်၊ ကီးနှင့် လက်ဆောင်ကတ်များ ရောင်းချသည်။\n\nကျွန်ုပ်တို့၏ ဝန်ဆောင်မှုအဖွဲ့ ၂၄/၇ လုပ်ဆောင်ပါသည်။',
      ],
    },
  },
  pt: {
    articles: {
      'welcome-to-starlit': [
        'Starlit abre em sete regiões',
        'Recargas de jogos, cartões de jogo, chaves e gift cards agora à venda na Rússia e no Sudeste Asiático.',
        'Os preços aparecem na sua moeda; escolha região e idioma nas Configurações.',
      ],
      'streamers-month': [
        'Mês dos streamers',
        'Moedas de live para Streamly, VibeCast e outras, creditadas em cerca de 10 minutos.',
        'Apoie seus streamers favoritos o mês inteiro.',
      ],
      'starfall-crystal-week': [
        'Starfall Legends: semana dos cristais',
        'Até 17% de desconto nos pacotes grandes de cristais de Starfall Legends.',
        'A oferta dura uma semana; os cristais chegam em até 1 minuto após o pagamento.',
      ],
    },
    topics: { orders: 'Pedidos e entrega', payment: 'Pagamento', account: 'Conta' },
    faq: {
      'delivery-time': [
        'Quão rápida é a entrega?',
        'Recargas chegam em até 1 minuto, códigos de ativação em cerca de 30 segundos, recargas de live em cerca de 10 minutos.',
      ],
      'wrong-player-id': [
        'Digitei o ID do jogador errado. E agora?',
        'Escreva ao suporte imediatamente com o número do pedido; atendemos 24/7 e costumamos responder em até 2 horas.',
      ],
      'payment-currency': [
        'Em que moeda eu pago?',
        'Na moeda da região escolhida nas Configurações. O preço que você vê é o preço que você paga.',
      ],
      'guest-orders': [
        'Preciso de conta para comprar?',
        'Não, visitantes também podem comprar. Entre para ver seus pedidos em qualquer dispositivo.',
      ],
    },
    pages: {
      about: [
        'Sobre nós',
        'A Starlit vende recargas de jogos, cartões de jogo, chaves e gift cards.\n\nNossa equipe de suporte trabalha 24/7.',
      ],
    },
  },
};
