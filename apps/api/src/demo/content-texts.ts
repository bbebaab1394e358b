import type { Lang, PageKey } from '@storefront/contracts';

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
  pages: Record<PageKey, [string, string]>;
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
      privacy: [
        'Privacy Policy',
        'We keep only the data needed to deliver your orders and support you.\n\nWe never sell your data.\n\nYour data as a file: in My Account, under Your data, Download my data gives everything we hold about you (account, orders, coupons, support conversations and chat) as one JSON file.\n\nDeleting your account: Delete my account, in the same place, erases your e-mail, password, linked social sign-ins, invite code, coupons, saved player IDs, support conversations, chat and uploaded images, and signs you out on every device. It cannot be undone; the same e-mail can register again as a new customer.\n\nOrder records: as accounting law requires, we keep each order’s product, amount, currency, payment method and dates for 5 years, without anything that points to you (no e-mail, player ID or device).',
      ],
      terms: [
        'Terms of Service',
        'By buying you agree to these terms.\n\nDigital goods are delivered to the account or order you name.',
      ],
      refund: [
        'Refund Policy',
        'An order not delivered is refunded in full.\n\nDelivered codes and top-ups cannot be returned.',
      ],
      cookie: [
        'Cookie Policy',
        'Cookies keep your session, language, region and recently viewed items.\n\nNo advertising cookies are used.',
      ],
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
      privacy: [
        '隐私政策',
        '我们只保存为你发货和提供支持所需的数据。\n\n我们绝不出售你的数据。\n\n以文件获取你的数据：在“我的账户”的“你的数据”中，点击“下载我的数据”，即可将我们保存的关于你的所有数据（账户、订单、优惠券、客服工单和聊天记录）下载为一个 JSON 文件。\n\n删除账户：在同一位置点击“删除我的账户”，将清除你的邮箱、密码、已绑定的社交账号登录、邀请码、优惠券、保存的玩家 ID、客服工单、聊天记录和上传的图片，并在所有设备上退出登录。此操作无法撤销；同一邮箱可作为新用户重新注册。\n\n订单记录：依会计法规要求，我们将每笔订单的商品、金额、币种、支付方式和日期保留 5 年，不含任何能指向你的信息（无邮箱、玩家 ID 或设备）。',
      ],
      terms: ['服务条款', '购买即表示你同意本条款。\n\n数字商品将发送到你填写的账号或订单。'],
      refund: ['退款政策', '未发货的订单全额退款。\n\n已发货的卡密和充值不可退回。'],
      cookie: [
        'Cookie 政策',
        'Cookie 用于保存你的会话、语言、地区和最近浏览的商品。\n\n我们不使用广告 Cookie。',
      ],
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
      privacy: [
        '隱私權政策',
        '我們只保存為你出貨和提供支援所需的資料。\n\n我們絕不出售你的資料。\n\n以檔案取得你的資料：在「我的帳戶」的「你的資料」中，點選「下載我的資料」，即可將我們保存的關於你的所有資料（帳戶、訂單、優惠券、客服工單和聊天紀錄）下載為一個 JSON 檔案。\n\n刪除帳戶：在同一位置點選「刪除我的帳戶」，將清除你的電子郵件、密碼、已綁定的社群帳號登入、邀請碼、優惠券、儲存的玩家 ID、客服工單、聊天紀錄和上傳的圖片，並在所有裝置上登出。此操作無法復原；同一電子郵件可作為新顧客重新註冊。\n\n訂單紀錄：依會計法規要求，我們將每筆訂單的商品、金額、幣別、付款方式和日期保留 5 年，不含任何能指向你的資訊（無電子郵件、玩家 ID 或裝置）。',
      ],
      terms: ['服務條款', '購買即表示你同意本條款。\n\n數位商品將送至你填寫的帳號或訂單。'],
      refund: ['退款政策', '未出貨的訂單全額退款。\n\n已出貨的序號和儲值不可退回。'],
      cookie: [
        'Cookie 政策',
        'Cookie 用於保存你的工作階段、語言、地區和最近瀏覽的商品。\n\n我們不使用廣告 Cookie。',
      ],
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
      privacy: [
        'Политика конфиденциальности',
        'Мы храним только данные, нужные для доставки заказов и поддержки.\n\nМы никогда не продаём ваши данные.\n\nВаши данные файлом: в личном кабинете, в разделе «Ваши данные», кнопка «Скачать мои данные» даёт одним JSON-файлом всё, что мы храним о вас (аккаунт, заказы, купоны, обращения в поддержку и чат).\n\nУдаление аккаунта: кнопка «Удалить аккаунт» там же стирает ваш e-mail, пароль, привязанные соцсети, пригласительный код, купоны, сохранённые ID игроков, обращения в поддержку, чат и загруженные изображения и завершает вход на всех устройствах. Отменить это нельзя; с тем же e-mail можно снова зарегистрироваться как новый покупатель.\n\nЗаписи о заказах: как требует закон о бухгалтерском учёте, мы храним товар, сумму, валюту, способ оплаты и даты каждого заказа 5 лет — без всего, что указывает на вас (без e-mail, ID игрока и устройства).',
      ],
      terms: [
        'Условия обслуживания',
        'Совершая покупку, вы принимаете эти условия.\n\nЦифровые товары доставляются на указанный вами аккаунт или в заказ.',
      ],
      refund: [
        'Правила возврата',
        'Недоставленный заказ возвращается полностью.\n\nДоставленные коды и пополнения возврату не подлежат.',
      ],
      cookie: [
        'Политика использования cookie',
        'Cookie хранят вашу сессию, язык, регион и недавно просмотренные товары.\n\nРекламные cookie не используются.',
      ],
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
      privacy: [
        'Kebijakan Privasi',
        'Kami hanya menyimpan data yang diperlukan untuk mengirim pesanan dan membantumu.\n\nKami tidak pernah menjual datamu.\n\nDatamu dalam satu file: di Akun Saya, bagian Data Anda, tombol Unduh data saya memberikan semua yang kami simpan tentangmu (akun, pesanan, kupon, percakapan dukungan, dan chat) dalam satu file JSON.\n\nMenghapus akun: tombol Hapus akun saya di tempat yang sama menghapus e-mail, kata sandi, login media sosial yang terhubung, kode undangan, kupon, ID pemain yang tersimpan, percakapan dukungan, chat, dan gambar yang diunggah, serta mengeluarkanmu dari semua perangkat. Tindakan ini tidak dapat dibatalkan; e-mail yang sama dapat mendaftar lagi sebagai pelanggan baru.\n\nCatatan pesanan: sesuai hukum akuntansi, kami menyimpan produk, jumlah, mata uang, metode pembayaran, dan tanggal setiap pesanan selama 5 tahun, tanpa apa pun yang menunjuk kepadamu (tanpa e-mail, ID pemain, atau perangkat).',
      ],
      terms: [
        'Ketentuan Layanan',
        'Dengan membeli, kamu menyetujui ketentuan ini.\n\nBarang digital dikirim ke akun atau pesanan yang kamu sebutkan.',
      ],
      refund: [
        'Kebijakan Pengembalian Dana',
        'Pesanan yang tidak terkirim dikembalikan penuh.\n\nKode dan top up yang sudah terkirim tidak dapat dikembalikan.',
      ],
      cookie: [
        'Kebijakan Cookie',
        'Cookie menyimpan sesi, bahasa, wilayah dan item yang baru dilihat.\n\nKami tidak memakai cookie iklan.',
      ],
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
      privacy: [
        'गोपनीयता नीति',
        'हम केवल वही डेटा रखते हैं जो ऑर्डर पहुँचाने और सहायता के लिए ज़रूरी है।\n\nहम आपका डेटा कभी नहीं बेचते।\n\nआपका डेटा एक फ़ाइल में: मेरा खाता में “आपका डेटा” के अंतर्गत “मेरा डेटा डाउनलोड करें” से हमारे पास आपके बारे में जो कुछ भी है (खाता, ऑर्डर, कूपन, सहायता बातचीत और चैट) वह एक JSON फ़ाइल में मिलता है।\n\nखाता हटाना: उसी जगह “मेरा खाता हटाएँ” आपका ई-मेल, पासवर्ड, जुड़े सोशल साइन-इन, आमंत्रण कोड, कूपन, सहेजी गई प्लेयर आईडी, सहायता बातचीत, चैट और अपलोड की गई तस्वीरें मिटा देता है और आपको हर डिवाइस से साइन आउट कर देता है। इसे पूर्ववत नहीं किया जा सकता; उसी ई-मेल से नए ग्राहक के रूप में फिर से पंजीकरण किया जा सकता है।\n\nऑर्डर रिकॉर्ड: लेखा कानून के अनुसार हम हर ऑर्डर का उत्पाद, राशि, मुद्रा, भुगतान का तरीका और तारीखें 5 वर्ष तक रखते हैं, बिना किसी ऐसी जानकारी के जो आपकी ओर इशारा करे (कोई ई-मेल, प्लेयर आईडी या डिवाइस नहीं)।',
      ],
      terms: [
        'सेवा की शर्तें',
        'खरीदारी करके आप इन शर्तों से सहमत होते हैं।\n\nडिजिटल सामान आपके बताए खाते या ऑर्डर में पहुँचाया जाता है।',
      ],
      refund: [
        'रिफ़ंड नीति',
        'जो ऑर्डर डिलीवर नहीं हुआ, उसका पूरा पैसा लौटाया जाता है।\n\nडिलीवर हो चुके कोड और टॉप-अप वापस नहीं होते।',
      ],
      cookie: [
        'कुकी नीति',
        'कुकी आपका सत्र, भाषा, क्षेत्र और हाल में देखी गई चीज़ें याद रखती हैं।\n\nविज्ञापन कुकी का उपयोग नहीं होता।',
      ],
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
      privacy: [
        'Dasar Privasi',
        'Kami hanya menyimpan data yang diperlukan untuk menghantar pesanan dan membantu anda.\n\nKami tidak pernah menjual data anda.\n\nData anda dalam satu fail: di Akaun Saya, di bawah Data anda, Muat turun data saya memberikan semua yang kami simpan tentang anda (akaun, pesanan, kupon, perbualan sokongan dan sembang) dalam satu fail JSON.\n\nMemadam akaun: Padam akaun saya, di tempat yang sama, menghapuskan e-mel, kata laluan, log masuk media sosial yang dipautkan, kod jemputan, kupon, ID pemain yang disimpan, perbualan sokongan, sembang dan imej yang dimuat naik, serta mengelog keluar anda pada setiap peranti. Ia tidak boleh dibatalkan; e-mel yang sama boleh mendaftar semula sebagai pelanggan baharu.\n\nRekod pesanan: seperti yang dikehendaki undang-undang perakaunan, kami menyimpan produk, jumlah, mata wang, kaedah pembayaran dan tarikh setiap pesanan selama 5 tahun, tanpa apa-apa yang menunjuk kepada anda (tiada e-mel, ID pemain atau peranti).',
      ],
      terms: [
        'Terma Perkhidmatan',
        'Dengan membeli, anda bersetuju dengan terma ini.\n\nBarangan digital dihantar ke akaun atau pesanan yang anda nyatakan.',
      ],
      refund: [
        'Dasar Bayaran Balik',
        'Pesanan yang tidak dihantar dibayar balik sepenuhnya.\n\nKod dan tambah nilai yang telah dihantar tidak boleh dipulangkan.',
      ],
      cookie: [
        'Dasar Kuki',
        'Kuki menyimpan sesi, bahasa, wilayah dan item yang baru dilihat.\n\nKuki pengiklanan tidak digunakan.',
      ],
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
      privacy: [
        'Patakaran sa Privacy',
        'Ang itinatago lang namin ay ang datos na kailangan para maihatid ang order at matulungan ka.\n\nHindi namin ibinebenta ang datos mo.\n\nAng datos mo bilang isang file: sa My Account, sa ilalim ng Ang iyong data, ibinibigay ng I-download ang aking data ang lahat ng hawak namin tungkol sa iyo (account, mga order, kupon, usapan sa suporta at chat) sa isang JSON file.\n\nPagbura ng account: ang Burahin ang aking account, sa parehong lugar, ay nagbubura ng iyong e-mail, password, naka-link na social sign-in, invite code, kupon, naka-save na player ID, usapan sa suporta, chat at mga in-upload na larawan, at nagsa-sign out sa iyo sa lahat ng device. Hindi na ito maaaring bawiin; maaaring magparehistro muli ang parehong e-mail bilang bagong customer.\n\nMga rekord ng order: ayon sa batas sa accounting, itinatago namin nang 5 taon ang produkto, halaga, currency, paraan ng pagbabayad at mga petsa ng bawat order, nang walang anumang tumuturo sa iyo (walang e-mail, player ID o device).',
      ],
      terms: [
        'Mga Tuntunin ng Serbisyo',
        'Sa pagbili, sumasang-ayon ka sa mga tuntuning ito.\n\nIhahatid ang digital na produkto sa account o order na binanggit mo.',
      ],
      refund: [
        'Patakaran sa Refund',
        'Buong ibabalik ang bayad sa order na hindi naihatid.\n\nHindi maibabalik ang naihatid nang code at top-up.',
      ],
      cookie: [
        'Patakaran sa Cookie',
        'Itinatago ng cookie ang session, wika, rehiyon at mga kamakailang tiningnan.\n\nWalang ginagamit na advertising cookie.',
      ],
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
      privacy: [
        'นโยบายความเป็นส่วนตัว',
        'เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการจัดส่งคำสั่งซื้อและการช่วยเหลือคุณ\n\nเราไม่ขายข้อมูลของคุณ\n\nข้อมูลของคุณเป็นไฟล์: ในบัญชีของฉัน หัวข้อข้อมูลของคุณ ปุ่มดาวน์โหลดข้อมูลของฉันจะให้ทุกอย่างที่เราเก็บเกี่ยวกับคุณ (บัญชี คำสั่งซื้อ คูปอง การติดต่อฝ่ายบริการ และแชท) เป็นไฟล์ JSON ไฟล์เดียว\n\nการลบบัญชี: ปุ่มลบบัญชีของฉันในที่เดียวกันจะลบอีเมล รหัสผ่าน การเข้าสู่ระบบผ่านโซเชียลที่เชื่อมไว้ รหัสเชิญ คูปอง ไอดีผู้เล่นที่บันทึกไว้ การติดต่อฝ่ายบริการ แชท และรูปภาพที่อัปโหลด และออกจากระบบในทุกอุปกรณ์ ไม่สามารถย้อนกลับได้ และอีเมลเดิมสมัครใหม่ได้ในฐานะลูกค้าใหม่\n\nบันทึกคำสั่งซื้อ: ตามที่กฎหมายบัญชีกำหนด เราเก็บสินค้า จำนวนเงิน สกุลเงิน วิธีชำระเงิน และวันที่ของแต่ละคำสั่งซื้อไว้ 5 ปี โดยไม่มีสิ่งใดที่ชี้มาที่คุณ (ไม่มีอีเมล ไอดีผู้เล่น หรืออุปกรณ์)',
      ],
      terms: ['ข้อกำหนดการให้บริการ', 'การซื้อถือว่าคุณยอมรับข้อกำหนดเหล่านี้\n\nสินค้าดิจิทัลจะส่งไปยังบัญชีหรือคำสั่งซื้อที่คุณระบุ'],
      refund: ['นโยบายการคืนเงิน', 'คำสั่งซื้อที่ไม่ได้จัดส่งจะได้รับเงินคืนเต็มจำนวน\n\nรหัสและการเติมเงินที่ส่งแล้วไม่สามารถคืนได้'],
      cookie: ['นโยบายคุกกี้', 'คุกกี้เก็บเซสชัน ภาษา ภูมิภาค และสินค้าที่ดูล่าสุดของคุณ\n\nเราไม่ใช้คุกกี้โฆษณา'],
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
      privacy: [
        'Chính sách quyền riêng tư',
        'Chúng tôi chỉ lưu dữ liệu cần thiết để giao đơn hàng và hỗ trợ bạn.\n\nChúng tôi không bao giờ bán dữ liệu của bạn.\n\nDữ liệu của bạn dưới dạng tệp: trong Tài khoản của tôi, mục Dữ liệu của bạn, nút Tải dữ liệu của tôi cung cấp mọi thứ chúng tôi lưu về bạn (tài khoản, đơn hàng, phiếu giảm giá, trao đổi với hỗ trợ và trò chuyện) trong một tệp JSON.\n\nXóa tài khoản: nút Xóa tài khoản của tôi ở cùng chỗ sẽ xóa e-mail, mật khẩu, đăng nhập mạng xã hội đã liên kết, mã mời, phiếu giảm giá, ID người chơi đã lưu, trao đổi với hỗ trợ, trò chuyện và hình ảnh đã tải lên, đồng thời đăng xuất bạn trên mọi thiết bị. Không thể hoàn tác; cùng e-mail đó có thể đăng ký lại như khách hàng mới.\n\nHồ sơ đơn hàng: theo yêu cầu của luật kế toán, chúng tôi lưu sản phẩm, số tiền, loại tiền, phương thức thanh toán và ngày của mỗi đơn hàng trong 5 năm, không có gì chỉ đến bạn (không e-mail, ID người chơi hay thiết bị).',
      ],
      terms: [
        'Điều khoản dịch vụ',
        'Khi mua hàng, bạn đồng ý với các điều khoản này.\n\nHàng hóa số được giao tới tài khoản hoặc đơn hàng bạn chỉ định.',
      ],
      refund: [
        'Chính sách hoàn tiền',
        'Đơn hàng chưa được giao sẽ được hoàn tiền đầy đủ.\n\nMã và lượt nạp đã giao không thể hoàn lại.',
      ],
      cookie: [
        'Chính sách cookie',
        'Cookie lưu phiên, ngôn ngữ, khu vực và sản phẩm bạn vừa xem.\n\nChúng tôi không dùng cookie quảng cáo.',
      ],
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
      privacy: [
        'ကိုယ်ရေးအချက်အလက် မူဝါဒ',
        'အော်ဒါပို့ဆောင်ရန်နှင့် ကူညီရန် လိုအပ်သော အချက်အလက်ကိုသာ သိမ်းထားပါသည်။\n\nသင့်အချက်အလက်ကို ဘယ်တော့မှ မရောင်းပါ။\n\nသင့်အချက်အလက်ကို ဖိုင်အဖြစ်- ကျွန်ုပ်၏အကောင့်ရှိ “သင်၏ အချက်အလက်များ” အောက်တွင် “ကျွန်ုပ်၏ အချက်အလက်များကို ဒေါင်းလုဒ်လုပ်ရန်” ကို နှိပ်ပါက သင့်အကြောင်း ကျွန်ုပ်တို့ သိမ်းထားသမျှ (အကောင့်၊ အော်ဒါများ၊ ကူပွန်များ၊ အကူအညီဌာနနှင့် ဆက်သွယ်မှုများနှင့် ချက်တ်) ကို JSON ဖိုင်တစ်ခုတည်းဖြင့် ရရှိပါမည်။\n\nအကောင့်ဖျက်ခြင်း- ထိုနေရာရှိ “ကျွန်ုပ်၏အကောင့်ကို ဖျက်ရန်” သည် သင်၏ အီးမေးလ်၊ စကားဝှက်၊ ချိတ်ဆက်ထားသော ဆိုရှယ်အကောင့် ဝင်ရောက်မှုများ၊ ဖိတ်ခေါ်ကုဒ်၊ ကူပွန်များ၊ သိမ်းထားသော ကစားသမား ID များ၊ အကူအညီဌာနနှင့် ဆက်သွယ်မှုများ၊ ချက်တ်နှင့် တင်ထားသော ပုံများကို ဖျက်ပစ်ပြီး စက်အားလုံးမှ ထွက်ပေးပါသည်။ ပြန်ပြင်၍ မရပါ၊ တူညီသော အီးမေးလ်ဖြင့် ဖောက်သည်အသစ်အဖြစ် ပြန်လည် စာရင်းသွင်းနိုင်ပါသည်။\n\nအော်ဒါမှတ်တမ်းများ- စာရင်းကိုင်ဥပဒေ လိုအပ်ချက်အရ အော်ဒါတစ်ခုချင်းစီ၏ ကုန်ပစ္စည်း၊ ပမာဏ၊ ငွေကြေး၊ ငွေပေးချေနည်းနှင့် ရက်စွဲများကို ၅ နှစ် သိမ်းထားပြီး သင့်ကို ညွှန်ပြသည့် မည်သည့်အရာမျှ မပါပါ (အီးမေးလ်၊ ကစားသမား ID သို့မဟုတ် စက် မပါ)။',
      ],
      terms: [
        'ဝန်ဆောင်မှု စည်းမျဉ်းများ',
        'ဝယ်ယူခြင်းဖြင့် ဤစည်းမျဉ်းများကို သဘောတူပါသည်။\n\nဒစ်ဂျစ်တယ် ပစ္စည်းများကို သင်ဖော်ပြသော အကောင့် သို့မဟုတ် အော်ဒါသို့ ပို့ပါသည်။',
      ],
      refund: [
        'ငွေပြန်အမ်းမှု မူဝါဒ',
        'မပို့ရသေးသော အော်ဒါကို ငွေအပြည့် ပြန်အမ်းပါသည်။\n\nပို့ပြီးသော ကုဒ်နှင့် ငွေဖြည့်မှုများကို ပြန်မအမ်းနိုင်ပါ။',
      ],
      cookie: [
        'ကွတ်ကီး မူဝါဒ',
        'ကွတ်ကီးများသည် သင့် ဆက်ရှင်၊ ဘာသာစကား၊ ဒေသနှင့် မကြာသေးမီက ကြည့်ခဲ့သော ပစ္စည်းများကို မှတ်ထားသည်။\n\nကြော်ငြာ ကွတ်ကီး မသုံးပါ။',
      ],
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
      privacy: [
        'Política de Privacidade',
        'Guardamos apenas os dados necessários para entregar seus pedidos e ajudar você.\n\nNunca vendemos seus dados.\n\nSeus dados em um arquivo: em Minha Conta, em Seus dados, Baixar meus dados entrega tudo o que guardamos sobre você (conta, pedidos, cupons, conversas com o suporte e chat) em um único arquivo JSON.\n\nExcluir a conta: Excluir minha conta, no mesmo lugar, apaga seu e-mail, senha, logins sociais vinculados, código de convite, cupons, IDs de jogador salvos, conversas com o suporte, chat e imagens enviadas, e encerra a sessão em todos os dispositivos. Não é possível desfazer; o mesmo e-mail pode se cadastrar de novo como um novo cliente.\n\nRegistros de pedidos: como exige a lei contábil, guardamos o produto, o valor, a moeda, a forma de pagamento e as datas de cada pedido por 5 anos, sem nada que aponte para você (sem e-mail, ID de jogador ou dispositivo).',
      ],
      terms: [
        'Termos de Serviço',
        'Ao comprar, você aceita estes termos.\n\nOs produtos digitais são entregues na conta ou no pedido que você indicar.',
      ],
      refund: [
        'Política de Reembolso',
        'Um pedido não entregue é reembolsado integralmente.\n\nCódigos e recargas já entregues não podem ser devolvidos.',
      ],
      cookie: [
        'Política de Cookies',
        'Os cookies guardam sua sessão, idioma, região e itens vistos recentemente.\n\nNão usamos cookies de publicidade.',
      ],
      about: [
        'Sobre nós',
        'A Starlit vende recargas de jogos, cartões de jogo, chaves e gift cards.\n\nNossa equipe de suporte trabalha 24/7.',
      ],
    },
  },
};
