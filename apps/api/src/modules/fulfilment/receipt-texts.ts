import type { Lang } from '@storefront/contracts';

export interface ReceiptTexts {
  /** `{orderNo}` */
  subject: string;
  intro: string;
  orderNo: string;
  product: string;
  paid: string;
  codes: string;
  codesPrivate: string;
  /** `{playerId}` */
  credited: string;
  /** `{sender}` */
  friendRequest: string;
  myOrders: string;
}

/** The delivery receipt, in every language of the store. */
export const RECEIPT_TEXTS: Record<Lang, ReceiptTexts> = {
  en: {
    subject: 'Your order {orderNo} has been delivered',
    intro: 'Thank you for your purchase! Your order has been delivered.',
    orderNo: 'Order number',
    product: 'Product',
    paid: 'Amount paid',
    codes: 'Your codes',
    codesPrivate: 'Keep your codes private: anyone who has a code can redeem it.',
    credited: 'Credited to player ID {playerId}.',
    friendRequest:
      'Log in to the game and accept the friend request from {sender}; the gift is sent once you accept it.',
    myOrders: 'You can find this order at any time under My Orders.',
  },
  cn: {
    subject: '您的订单 {orderNo} 已发货',
    intro: '感谢您的购买！您的订单已发货。',
    orderNo: '订单号',
    product: '商品',
    paid: '实付金额',
    codes: '您的兑换码',
    codesPrivate: '请妥善保管您的兑换码：任何人拿到兑换码都可以兑换。',
    credited: '已充值到玩家 ID {playerId}。',
    friendRequest: '请登录游戏并接受来自 {sender} 的好友申请；接受后礼物将会送出。',
    myOrders: '您可以随时在“我的订单”中查看此订单。',
  },
  tw: {
    subject: '您的訂單 {orderNo} 已出貨',
    intro: '感謝您的購買！您的訂單已出貨。',
    orderNo: '訂單編號',
    product: '商品',
    paid: '實付金額',
    codes: '您的兌換碼',
    codesPrivate: '請妥善保管您的兌換碼：任何人取得兌換碼都能兌換。',
    credited: '已儲值到玩家 ID {playerId}。',
    friendRequest: '請登入遊戲並接受來自 {sender} 的好友邀請；接受後禮物將會送出。',
    myOrders: '您可以隨時在「我的訂單」中查看此訂單。',
  },
  ru: {
    subject: 'Ваш заказ {orderNo} доставлен',
    intro: 'Спасибо за покупку! Ваш заказ доставлен.',
    orderNo: 'Номер заказа',
    product: 'Товар',
    paid: 'Оплачено',
    codes: 'Ваши коды',
    codesPrivate: 'Никому не сообщайте коды: активировать код может любой, у кого он есть.',
    credited: 'Зачислено на игровой ID {playerId}.',
    friendRequest:
      'Войдите в игру и примите заявку в друзья от {sender}; подарок будет отправлен, как только вы её примете.',
    myOrders: 'Заказ всегда доступен в разделе «Мои заказы».',
  },
  id: {
    subject: 'Pesanan Anda {orderNo} telah dikirim',
    intro: 'Terima kasih atas pembelian Anda! Pesanan Anda telah dikirim.',
    orderNo: 'Nomor pesanan',
    product: 'Produk',
    paid: 'Jumlah dibayar',
    codes: 'Kode Anda',
    codesPrivate: 'Jaga kerahasiaan kode Anda: siapa pun yang memiliki kode dapat menukarkannya.',
    credited: 'Telah diisi ke ID pemain {playerId}.',
    friendRequest:
      'Masuk ke game dan terima permintaan pertemanan dari {sender}; hadiah dikirim setelah Anda menerimanya.',
    myOrders: 'Anda dapat melihat pesanan ini kapan saja di Pesanan Saya.',
  },
  hi: {
    subject: 'आपका ऑर्डर {orderNo} डिलीवर हो गया है',
    intro: 'खरीदारी के लिए धन्यवाद! आपका ऑर्डर डिलीवर हो गया है।',
    orderNo: 'ऑर्डर नंबर',
    product: 'उत्पाद',
    paid: 'भुगतान की गई राशि',
    codes: 'आपके कोड',
    codesPrivate: 'अपने कोड गोपनीय रखें: जिसके पास भी कोड होगा, वह उसे रिडीम कर सकता है।',
    credited: 'प्लेयर ID {playerId} में जमा कर दिया गया है।',
    friendRequest: 'गेम में लॉग इन करें और {sender} का फ्रेंड रिक्वेस्ट स्वीकार करें; स्वीकार करते ही उपहार भेज दिया जाएगा।',
    myOrders: 'आप यह ऑर्डर कभी भी "मेरे ऑर्डर" में देख सकते हैं।',
  },
  ms: {
    subject: 'Pesanan anda {orderNo} telah dihantar',
    intro: 'Terima kasih atas pembelian anda! Pesanan anda telah dihantar.',
    orderNo: 'Nombor pesanan',
    product: 'Produk',
    paid: 'Jumlah dibayar',
    codes: 'Kod anda',
    codesPrivate: 'Rahsiakan kod anda: sesiapa yang memiliki kod boleh menebusnya.',
    credited: 'Telah dikreditkan ke ID pemain {playerId}.',
    friendRequest:
      'Log masuk ke permainan dan terima permintaan rakan daripada {sender}; hadiah dihantar sebaik sahaja anda menerimanya.',
    myOrders: 'Anda boleh melihat pesanan ini pada bila-bila masa di Pesanan Saya.',
  },
  tl: {
    subject: 'Naihatid na ang iyong order {orderNo}',
    intro: 'Salamat sa iyong pagbili! Naihatid na ang iyong order.',
    orderNo: 'Numero ng order',
    product: 'Produkto',
    paid: 'Halagang binayaran',
    codes: 'Ang iyong mga code',
    codesPrivate: 'Huwag ibahagi ang iyong mga code: sinumang may hawak ng code ay maaaring mag-redeem nito.',
    credited: 'Naipasok na sa player ID {playerId}.',
    friendRequest:
      'Mag-log in sa laro at tanggapin ang friend request mula kay {sender}; ipapadala ang regalo kapag tinanggap mo ito.',
    myOrders: 'Makikita mo ang order na ito anumang oras sa Aking Mga Order.',
  },
  th: {
    subject: 'คำสั่งซื้อ {orderNo} ของคุณจัดส่งแล้ว',
    intro: 'ขอบคุณที่สั่งซื้อ! คำสั่งซื้อของคุณจัดส่งแล้ว',
    orderNo: 'หมายเลขคำสั่งซื้อ',
    product: 'สินค้า',
    paid: 'ยอดที่ชำระ',
    codes: 'รหัสของคุณ',
    codesPrivate: 'เก็บรหัสของคุณเป็นความลับ: ใครก็ตามที่มีรหัสสามารถนำไปแลกได้',
    credited: 'เติมเข้าไอดีผู้เล่น {playerId} แล้ว',
    friendRequest: 'เข้าสู่เกมและยอมรับคำขอเป็นเพื่อนจาก {sender} ของขวัญจะถูกส่งทันทีที่คุณยอมรับ',
    myOrders: 'คุณดูคำสั่งซื้อนี้ได้ทุกเมื่อที่ คำสั่งซื้อของฉัน',
  },
  vi: {
    subject: 'Đơn hàng {orderNo} của bạn đã được giao',
    intro: 'Cảm ơn bạn đã mua hàng! Đơn hàng của bạn đã được giao.',
    orderNo: 'Mã đơn hàng',
    product: 'Sản phẩm',
    paid: 'Số tiền đã thanh toán',
    codes: 'Mã của bạn',
    codesPrivate: 'Hãy giữ bí mật mã của bạn: bất kỳ ai có mã đều có thể đổi nó.',
    credited: 'Đã nạp vào ID người chơi {playerId}.',
    friendRequest:
      'Hãy đăng nhập vào trò chơi và chấp nhận lời mời kết bạn từ {sender}; quà sẽ được gửi ngay khi bạn chấp nhận.',
    myOrders: 'Bạn có thể xem đơn hàng này bất cứ lúc nào trong Đơn hàng của tôi.',
  },
  my: {
    subject: 'သင်၏ အော်ဒါ {orderNo} ကို ပို့ဆောင်ပြီးပါပြီ',
    intro: 'ဝယ်ယူမှုအတွက် ကျေးဇူးတင်ပါသည်။ သင်၏ အော်ဒါကို ပို့ဆောင်ပြီးပါပြီ။',
    orderNo: 'အော်ဒါနံပါတ်',
    product: 'ပစ္စည်း',
    paid: 'ပေးချေခဲ့သော ပမာဏ',
    codes: 'သင်၏ ကုဒ်များ',
    codesPrivate: 'ကုဒ်များကို လျှို့ဝှက်ထားပါ။ ကုဒ်ရှိသူမည်သူမဆို လဲလှယ်အသုံးပြုနိုင်ပါသည်။',
    credited: 'ကစားသမား ID {playerId} သို့ ဖြည့်သွင်းပြီးပါပြီ။',
    friendRequest: 'ဂိမ်းထဲသို့ ဝင်ပြီး {sender} ထံမှ မိတ်ဆွေတောင်းဆိုချက်ကို လက်ခံပါ။ လက်ခံပြီးသည်နှင့် လက်ဆောင်ကို ပို့ပေးပါမည်။',
    myOrders: 'ဤအော်ဒါကို "ကျွန်ုပ်၏ အော်ဒါများ" တွင် အချိန်မရွေး ကြည့်နိုင်ပါသည်။',
  },
  pt: {
    subject: 'O seu pedido {orderNo} foi entregue',
    intro: 'Obrigado pela sua compra! O seu pedido foi entregue.',
    orderNo: 'Número do pedido',
    product: 'Produto',
    paid: 'Valor pago',
    codes: 'Os seus códigos',
    codesPrivate: 'Mantenha os seus códigos em segredo: qualquer pessoa que tenha um código pode resgatá-lo.',
    credited: 'Creditado no ID de jogador {playerId}.',
    friendRequest:
      'Entre no jogo e aceite o pedido de amizade de {sender}; o presente é enviado assim que o aceitar.',
    myOrders: 'Pode ver este pedido a qualquer momento em Os Meus Pedidos.',
  },
};
