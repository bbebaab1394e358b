import type { Lang, ProductKind } from '@storefront/contracts';

type Steps = Record<Lang, string[]>;

/** The first step of every card: where the code is entered. `{name}` is the product's name. */
const SIGN_IN: Record<Lang, string> = {
  en: 'Open the website or app that {name} is for, and sign in.',
  cn: '打开「{name}」适用的官网或应用并登录。',
  tw: '開啟「{name}」適用的官網或 App 並登入。',
  ru: 'Откройте сайт или приложение, где действует «{name}», и войдите в аккаунт.',
  id: 'Buka situs atau aplikasi tempat {name} berlaku, lalu masuk.',
  hi: 'जिस वेबसाइट या ऐप के लिए {name} है, उसे खोलें और साइन इन करें।',
  ms: 'Buka laman web atau aplikasi untuk {name} dan log masuk.',
  tl: 'Buksan ang website o app kung saan para ang {name} at mag-sign in.',
  th: 'เปิดเว็บไซต์หรือแอปที่ใช้ {name} ได้ แล้วลงชื่อเข้าใช้',
  vi: 'Mở trang web hoặc ứng dụng dùng {name} và đăng nhập.',
  my: '{name} အသုံးပြုနိုင်သော ဝက်ဘ်ဆိုက် သို့မဟုတ် အက်ပ်ကို ဖွင့်ပြီး ဝင်ပါ။',
  pt: 'Abra o site ou app onde o {name} vale e entre na sua conta.',
};

const with1st = (rest: Record<Lang, [string, string]>): Steps =>
  Object.fromEntries(
    Object.entries(rest).map(([lang, steps]) => [lang, [SIGN_IN[lang as Lang], ...steps]]),
  ) as Steps;

/** How a delivered code is redeemed, by kind of product; top-ups and streams deliver no code. */
export const REDEMPTION_STEPS: Partial<Record<ProductKind, Steps>> = {
  game_card: with1st({
    en: [
      'Open Redeem a card and enter the code exactly as shown, dashes included.',
      'Confirm: the balance is added to your account at once.',
    ],
    cn: ['打开「兑换卡密」，按显示内容输入卡密（包括短横线）。', '确认后余额立即到账。'],
    tw: ['開啟「兌換序號」，依顯示內容輸入序號（包含連字號）。', '確認後餘額立即入帳。'],
    ru: [
      'Откройте раздел «Активировать карту» и введите код так, как он показан, вместе с дефисами.',
      'Подтвердите: баланс пополнится сразу.',
    ],
    id: [
      'Buka Tukarkan kartu dan masukkan kode persis seperti yang tertera, termasuk tanda hubung.',
      'Konfirmasi: saldo langsung bertambah.',
    ],
    hi: ['"कार्ड रिडीम करें" खोलें और कोड ठीक वैसे ही डालें जैसा दिखाया गया है, डैश सहित।', 'पुष्टि करें: बैलेंस तुरंत जुड़ जाएगा।'],
    ms: [
      'Buka Tebus kad dan masukkan kod tepat seperti yang ditunjukkan, termasuk sempang.',
      'Sahkan: baki ditambah serta-merta.',
    ],
    tl: [
      'Buksan ang I-redeem ang card at ilagay ang code nang eksakto gaya ng nakikita, kasama ang mga gitling.',
      'Kumpirmahin: madaragdag agad ang balanse.',
    ],
    th: ['เปิด "แลกบัตร" แล้วใส่รหัสตามที่แสดงทุกตัว รวมขีดกลาง', 'ยืนยัน ยอดเงินจะเข้าทันที'],
    vi: [
      'Mở mục Đổi thẻ và nhập mã đúng như hiển thị, kể cả dấu gạch ngang.',
      'Xác nhận: số dư được cộng ngay.',
    ],
    my: ['"ကတ်လဲလှယ်ရန်" ကိုဖွင့်ပြီး ကုဒ်ကို ပြထားသည့်အတိုင်း တုံးတိုများနှင့်တကွ ထည့်ပါ။', 'အတည်ပြုပါ- လက်ကျန်ငွေ ချက်ချင်း ဝင်ပါမည်။'],
    pt: [
      'Abra Resgatar cartão e digite o código exatamente como aparece, com os hífens.',
      'Confirme: o saldo é creditado na hora.',
    ],
  }),
  cd_key: with1st({
    en: [
      'Choose Activate a key and enter the key exactly as shown, dashes included.',
      'Premium starts at once and lasts the term you bought.',
    ],
    cn: ['选择「激活序列号」，按显示内容输入激活码（包括短横线）。', '高级版立即生效，有效期为所购时长。'],
    tw: ['選擇「啟用序號」，依顯示內容輸入序號（包含連字號）。', '進階版立即生效，效期為所購買的時長。'],
    ru: [
      'Выберите «Активировать ключ» и введите ключ так, как он показан, вместе с дефисами.',
      'Премиум включится сразу на купленный срок.',
    ],
    id: [
      'Pilih Aktifkan kunci dan masukkan kunci persis seperti yang tertera, termasuk tanda hubung.',
      'Premium langsung aktif selama masa yang kamu beli.',
    ],
    hi: [
      '"की सक्रिय करें" चुनें और की ठीक वैसे ही डालें जैसी दिखाई गई है, डैश सहित।',
      'प्रीमियम तुरंत शुरू होगा, खरीदी गई अवधि तक।',
    ],
    ms: [
      'Pilih Aktifkan kunci dan masukkan kunci tepat seperti yang ditunjukkan, termasuk sempang.',
      'Premium bermula serta-merta untuk tempoh yang dibeli.',
    ],
    tl: [
      'Piliin ang I-activate ang key at ilagay ang key nang eksakto gaya ng nakikita, kasama ang mga gitling.',
      'Magsisimula agad ang Premium para sa panahong binili mo.',
    ],
    th: ['เลือก "เปิดใช้งานคีย์" แล้วใส่คีย์ตามที่แสดงทุกตัว รวมขีดกลาง', 'พรีเมียมเริ่มทันทีตามระยะเวลาที่ซื้อ'],
    vi: [
      'Chọn Kích hoạt mã và nhập mã đúng như hiển thị, kể cả dấu gạch ngang.',
      'Premium có hiệu lực ngay trong thời hạn bạn đã mua.',
    ],
    my: [
      '"ကီးအသက်သွင်းရန်" ကိုရွေးပြီး ကီးကို ပြထားသည့်အတိုင်း တုံးတိုများနှင့်တကွ ထည့်ပါ။',
      'Premium သည် ဝယ်ယူထားသော သက်တမ်းအတွက် ချက်ချင်း စတင်ပါမည်။',
    ],
    pt: [
      'Escolha Ativar chave e digite a chave exatamente como aparece, com os hífens.',
      'O Premium começa na hora, pelo prazo que você comprou.',
    ],
  }),
  gift_card: with1st({
    en: [
      'Go to Redeem a gift card and enter the code exactly as shown, dashes included.',
      'The credits are added to your wallet at once. Giving it as a present? Send the code instead of redeeming it.',
    ],
    cn: [
      '进入「兑换礼品卡」，按显示内容输入兑换码（包括短横线）。',
      '点券立即存入钱包。作为礼物赠送？请直接把兑换码发给对方，不要自己兑换。',
    ],
    tw: [
      '前往「兌換禮物卡」，依顯示內容輸入兌換碼（包含連字號）。',
      '點券立即存入錢包。要送禮嗎？請直接把兌換碼傳給對方，不要自己兌換。',
    ],
    ru: [
      'Перейдите в раздел «Активировать подарочную карту» и введите код так, как он показан, вместе с дефисами.',
      'Кредиты сразу поступят на баланс. Дарите карту? Отправьте код получателю, не активируя его.',
    ],
    id: [
      'Buka Tukarkan kartu hadiah dan masukkan kode persis seperti yang tertera, termasuk tanda hubung.',
      'Kredit langsung masuk ke dompetmu. Untuk hadiah? Kirim kodenya tanpa menukarkannya.',
    ],
    hi: [
      '"गिफ़्ट कार्ड रिडीम करें" पर जाएँ और कोड ठीक वैसे ही डालें जैसा दिखाया गया है, डैश सहित।',
      'क्रेडिट तुरंत आपके वॉलेट में जुड़ जाएँगे। उपहार देना है? कोड रिडीम किए बिना उसे भेज दें।',
    ],
    ms: [
      'Pergi ke Tebus kad hadiah dan masukkan kod tepat seperti yang ditunjukkan, termasuk sempang.',
      'Kredit masuk ke dompet anda serta-merta. Untuk hadiah? Hantar kod tanpa menebusnya.',
    ],
    tl: [
      'Pumunta sa I-redeem ang gift card at ilagay ang code nang eksakto gaya ng nakikita, kasama ang mga gitling.',
      'Papasok agad ang credits sa iyong wallet. Pangregalo ba? Ipadala ang code nang hindi ito nire-redeem.',
    ],
    th: [
      'ไปที่ "แลกบัตรของขวัญ" แล้วใส่รหัสตามที่แสดงทุกตัว รวมขีดกลาง',
      'เครดิตเข้ากระเป๋าเงินทันที ต้องการให้เป็นของขวัญ? ส่งรหัสให้ผู้รับโดยไม่ต้องแลกเอง',
    ],
    vi: [
      'Vào mục Đổi thẻ quà tặng và nhập mã đúng như hiển thị, kể cả dấu gạch ngang.',
      'Tín dụng vào ví của bạn ngay. Muốn tặng quà? Hãy gửi mã cho người nhận mà không đổi nó.',
    ],
    my: [
      '"လက်ဆောင်ကတ် လဲလှယ်ရန်" သို့သွားပြီး ကုဒ်ကို ပြထားသည့်အတိုင်း တုံးတိုများနှင့်တကွ ထည့်ပါ။',
      'ခရက်ဒစ်များ သင့်ပိုက်ဆံအိတ်ထဲ ချက်ချင်း ဝင်ပါမည်။ လက်ဆောင်ပေးမလား? ကုဒ်ကို မလဲလှယ်ဘဲ လက်ခံသူထံ ပို့ပါ။',
    ],
    pt: [
      'Vá em Resgatar cartão-presente e digite o código exatamente como aparece, com os hífens.',
      'Os créditos entram na sua carteira na hora. É um presente? Envie o código sem resgatá-lo.',
    ],
  }),
};
