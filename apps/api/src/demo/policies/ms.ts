import type { PolicyTexts } from './index.ts';
import { SELLER as S } from './seller.ts';

export const ms: PolicyTexts = {
  terms: [
    'Terma Perkhidmatan',
    `Terma ini ialah perjanjian antara anda dan ${S.company} (“${S.store}”, “kami”), yang mengendalikan kedai ini. Dengan membuat akaun atau membuat pesanan, anda menerimanya. Sila baca bersama Dasar Bayaran Balik, Dasar Privasi dan Dasar Kuki kami.

## Apa yang kami jual
Kami menjual barangan digital: tambah nilai permainan yang dikreditkan ke akaun pemain, kad permainan dan kad hadiah, tambah nilai strim langsung, serta kunci pengaktifan. Setiap halaman produk menyatakan apa yang anda dapat, untuk permainan atau perkhidmatan dan rantau mana, serta cara penghantarannya. Barangan dikeluarkan oleh penerbitnya, dan peraturan penerbit terpakai bagi penggunaannya.

## Akaun anda
- Anda boleh membeli sebagai tetamu atau dengan akaun; dengan akaun, pesanan anda kelihatan pada setiap peranti.
- Berikan alamat e-mel yang boleh anda buka: resit, kod dan balasan sokongan dihantar ke situ.
- Jangan kongsi kata laluan anda. Pesanan daripada akaun anda ialah tanggungjawab anda; jika anda rasa orang lain telah menggunakannya, tukar kata laluan dan hubungi kami.
- Satu akaun bagi setiap orang. Anda mesti cukup umur untuk membeli dalam talian di negara anda, atau mendapat kebenaran ibu bapa atau penjaga.
- Kami boleh menggantung akaun yang digunakan untuk penipuan atau yang melanggar terma ini.

## Harga, mata wang dan pembayaran
Harga dipaparkan dalam mata wang rantau yang anda pilih dalam Tetapan. Harga ditetapkan semasa sebut harga dibuat: jumlah yang anda sahkan ialah jumlah yang dicaj, walaupun harga berubah selepas itu. Sesetengah kaedah pembayaran mengenakan fi, yang dipaparkan sebelum anda membayar. Pesanan mesti dibayar dalam masa 15 minit; selepas itu ia ditutup dan tiada caj dikenakan. Pembayaran diproses oleh penyedia pembayaran kami di halaman mereka sendiri: kami tidak pernah melihat atau menyimpan butiran kad anda.

## Penghantaran
Penghantaran adalah automatik dan biasanya mengambil masa beberapa saat hingga beberapa minit selepas pembayaran: tambah nilai dan kod biasanya tiba dalam masa satu minit, tambah nilai strim langsung dalam kira-kira 10 minit.
- Tambah nilai dikreditkan ke ID pemain dan pelayan yang anda masukkan. Jika permainan membenarkannya, kami menyemak pemain dan memaparkan namanya sebelum anda membayar.
- Semak ID dengan teliti. Anda boleh membetulkannya sehingga penghantaran bermula; tambah nilai yang telah dihantar ke ID yang anda masukkan tidak boleh ditarik balik.
- Kod dan kunci dipaparkan di halaman pesanan dan dihantar dalam e-mel resit. Bagi pelanggan berdaftar, selepas 24 jam kod hanya dipaparkan semula selepas anda mengesahkan diri anda, dengan kata laluan atau kod yang kami e-melkan kepada anda.
- Jika kami tidak dapat menghantar sesuatu pesanan, bayarannya dipulangkan sepenuhnya secara automatik.

## Kupon
Kupon memberi diskaun yang dinyatakan untuk produk dan jumlah minimum yang disebut, sehingga tarikh tamatnya. Satu kupon bagi setiap pesanan; kupon tidak boleh ditukar dengan wang. Jika pesanan ditutup tanpa dibayar atau dibayar balik, kuponnya boleh digunakan semula selagi masih sah.

## Perkara yang tidak dibenarkan
- Membayar dengan kad atau akaun yang bukan milik anda.
- Menggunakan bot atau skrip untuk membuat pesanan, menyemak ID pemain atau mengumpul kupon.
- Cuba memintas had atau keselamatan kedai, atau menjual semula kod yang diperoleh secara penipuan.

Kami boleh membatalkan dan membayar balik pesanan sebegini, serta menggantung akaun yang terlibat.

## Liabiliti
Kami bertanggungjawab menghantar apa yang anda bayar, seperti yang diterangkan di halaman produk. Kami tidak bertanggungjawab atas tindakan penerbit terhadap permainan dan akaun mereka (contohnya sekatan atau perubahan pada permainan), atau atas tambah nilai yang dihantar ke ID yang tersalah anda masukkan. Liabiliti kami bagi sesuatu pesanan terhad kepada jumlah yang dibayar untuknya, kecuali jika undang-undang tidak membenarkan had sedemikian.

## Perubahan pada terma
Kami mungkin mengemas kini terma ini; tarikh di bahagian atas halaman menunjukkan perubahan terakhir. Setiap pesanan tertakluk pada terma yang berkuat kuasa semasa pesanan dibuat.

## Undang-undang dan hubungan
Terma ini ditadbir oleh undang-undang Singapura; ini tidak menghilangkan perlindungan yang diberikan oleh undang-undang perlindungan pengguna di negara anda. Penjual: ${S.company}, ${S.address}. Pertanyaan dan aduan: ${S.email} atau sembang sokongan, 24/7.`,
  ],
  refund: [
    'Dasar Bayaran Balik',
    `Barangan digital tiba dalam sekelip mata dan boleh digunakan serta-merta, jadi ia tidak boleh dipulangkan seperti bungkusan. Dasar ini menerangkan bila wang anda dipulangkan dan cara melaporkan masalah pada pesanan.

## Pesanan yang tidak dihantar
Jika kami tidak dapat menghantar sesuatu pesanan (contohnya permainan menolak tambah nilai, atau produk habis), bayarannya dipulangkan sepenuhnya secara automatik: anda tidak perlu memintanya. Jika penghantaran masih gagal sejam selepas pembayaran, kami berhenti mencuba dan membuat bayaran balik. Anda akan menerima e-mel apabila bayaran balik dibuat.

## Pesanan yang telah dihantar
Kod dan tambah nilai yang telah dihantar tidak boleh dibayar balik, kerana ia mungkin sudah digunakan. Pesanan yang telah dihantar hanya boleh diganti atau dibayar balik melalui tuntutan, seperti di bawah. Tambah nilai yang dihantar ke ID pemain yang salah anda masukkan sendiri tidak dibayar balik.

## Tuntutan: “tidak diterima” atau “kod tidak berfungsi”
- Buka pesanan yang telah selesai (dalam Pesanan Saya, atau melalui pautan dalam e-mel resit) dan laporkan masalahnya dalam masa 7 hari selepas penghantaran.
- Nyatakan sama ada tambah nilai tidak masuk atau kod tidak berfungsi, terangkan apa yang berlaku dan lampirkan tangkapan skrin (contohnya mesej permainan atau baki anda).
- Tuntutan anda melalui status berikut: diterima, sedang disemak, kemudian diganti (kod baharu atau tambah nilai semula), dibayar balik, atau ditolak beserta sebabnya.
- Kami menghantar e-mel pada setiap langkah. Setiap pesanan hanya boleh mempunyai satu tuntutan terbuka pada satu masa.

Tuntutan yang dibuat lebih daripada 7 hari selepas penghantaran tidak dapat diterima.

## Cara bayaran balik dibuat
Bayaran balik dipulangkan kepada kaedah pembayaran yang anda gunakan, dalam mata wang yang anda bayar. Kami menghantarnya serta-merta; bergantung pada bank atau penyedia pembayaran anda, wang biasanya sampai dalam 3 hingga 10 hari bekerja. Kupon yang digunakan pada pesanan yang dibayar balik boleh digunakan semula selagi masih sah.

## Pesanan sebagai tetamu
E-mel resit anda mengandungi pautan ke pesanan, sah selama 30 hari. Anda juga boleh membuka pesanan dengan nombor pesanan dan alamat e-mel anda di Cari pesanan. Tuntutan dibuat dari halaman pesanan dengan cara yang sama.

## Hubungi kami
Pertanyaan tentang bayaran balik: ${S.email} atau sembang sokongan, 24/7. Sila nyatakan nombor pesanan anda.`,
  ],
  privacy: [
    'Dasar Privasi',
    `${S.company} (“${S.store}”, “kami”) mengendalikan kedai ini dan bertanggungjawab atas data peribadi anda. Kami hanya menyimpan data yang diperlukan untuk menghantar pesanan anda, memastikan kedai selamat dan membantu anda. Kami tidak pernah menjual data anda.

## Apa yang kami kumpul dan mengapa
- Alamat e-mel: untuk log masuk dan menghantar resit, kod, kod log masuk serta balasan sokongan.
- Kata laluan: disimpan hanya sebagai cincangan sehala yang tidak boleh dibaca semula oleh sesiapa pun.
- ID pemain, pelayan dan nama watak: untuk menghantar tambah nilai; ID yang baru anda gunakan diingat supaya anda tidak perlu menaipnya lagi.
- Pesanan: produk, jumlah, mata wang, kaedah pembayaran, tarikh dan status, untuk penghantaran, bayaran balik dan perakaunan.
- ID peranti: nombor rawak dalam kuki, supaya sesi dan pesanan tetamu kekal dalam pelayar ini.
- Alamat IP: untuk menghalang penyalahgunaan, seperti terlalu banyak pesanan atau cubaan log masuk. Pembilang kami menyimpannya hanya sebagai cincangan sehala dan memadamnya dalam masa sehari.
- Sokongan: mesej, maklum balas, sembang dan tangkapan skrin yang anda hantar kepada kami.
- Bahasa, rantau dan mata wang pilihan anda.

## Siapa yang menerima data
- Penyedia pembayaran menerima bayaran di halaman mereka sendiri. Butiran kad anda pergi kepada mereka, tidak pernah kepada kami; kami hanya mengetahui keputusan dan jumlahnya.
- Penerbit permainan dan pembekal tambah nilai menerima ID pemain dan pelayan, untuk menyemak pemain dan mengkreditkan tambah nilai.
- Perkhidmatan e-mel kami menghantar mesej kami, dan storan fail kami menyimpan tangkapan skrin yang anda muat naik.
- Jika anda log masuk dengan Google, VK atau Yandex, perkhidmatan itu memberi kami alamat e-mel anda.
- Jika kedai telah menghidupkan Yandex Metrica, Yandex mengira lawatan halaman dan jumlah pembelian (lihat Dasar Kuki).

Kami tidak berkongsi apa-apa dengan pengiklan.

## Berapa lama kami menyimpannya
- Akaun, ID pemain yang disimpan, kupon, perbualan sokongan, sembang dan tangkapan skrin: sehingga anda memadam akaun.
- Sesi: paling lama 30 hari; sesi yang tamat tempoh dipadam. Kod log masuk dan pautan e-mel tamat tempoh dalam masa 24 jam, kemudian dipadam.
- Pesanan: 5 tahun, seperti yang dikehendaki undang-undang perakaunan.

## Hak anda
Data anda dalam satu fail: di Akaun Saya, di bawah Data anda, Muat turun data saya memberikan semua yang kami simpan tentang anda (akaun, pesanan, kupon, perbualan sokongan dan sembang) dalam satu fail JSON.

Memadam akaun: Padam akaun saya, di tempat yang sama, menghapuskan e-mel, kata laluan, log masuk media sosial yang dipautkan, kod jemputan, kupon, ID pemain yang disimpan, perbualan sokongan, sembang dan imej yang dimuat naik, serta mengelog keluar anda pada setiap peranti. Ia tidak boleh dibatalkan; e-mel yang sama boleh mendaftar semula sebagai pelanggan baharu.

Rekod pesanan: seperti yang dikehendaki undang-undang perakaunan, kami menyimpan produk, jumlah, mata wang, kaedah pembayaran dan tarikh setiap pesanan selama 5 tahun, tanpa apa-apa yang menunjuk kepada anda (tiada e-mel, ID pemain atau peranti).

Jika anda membeli sebagai tetamu, atau ingin bertanya tentang data anda, tulis kepada kami di ${S.email} beserta nombor pesanan anda.

## Keselamatan
Kata laluan disimpan sebagai cincangan, kod dan kunci disimpan dalam bentuk tersulit, dan kakitangan kami hanya melihat empat aksara terakhir kod. Setiap perubahan yang dibuat oleh kakitangan kami direkodkan.

## Hubungi kami
${S.company}, ${S.address}. E-mel: ${S.email}.`,
  ],
  cookie: [
    'Dasar Kuki',
    `Kuki ialah fail teks kecil yang disimpan oleh laman web dalam pelayar anda. ${S.store} menggunakannya hanya untuk mengendalikan kedai: supaya anda kekal log masuk, tetapan anda diingat dan pesanan anda kekal bersama anda. Kami tidak menggunakan kuki pengiklanan dan tidak menjejaki anda di laman web lain.

## Sesi dan log masuk
- token, tokenExpireTime: sesi anda, bagi tetamu dan pelanggan berdaftar; tamat bersama sesi, paling lama 30 hari.
- userId, email, isBindEmail, isRegister, forceLogin: siapa yang log masuk dan apa yang dipaparkan oleh menu akaun; tamat bersama sesi.
- DeviceId: ID rawak untuk pelayar ini, supaya pesanan tetamu kekal di sini; 1 tahun.
- loginBackPath: halaman untuk kembali selepas log masuk; 1 jam.

## Tetapan
- lang: bahasa laman; 1 tahun.
- region_key, currency_key, userChooseInfo: rantau dan mata wang yang dipilih dalam Tetapan; 1 tahun.
- historyIdList: permainan yang baru anda lihat, dipaparkan semula di halaman utama; 1 tahun.

## Pesanan dan sokongan
- feedbackOrderNo, feedbackOrderNoCS: pesanan yang sedang menunggu balasan sokongan atau yang balasannya belum anda baca; 7 hari.
- ossSign: kebenaran untuk memuat naik tangkapan skrin kepada sokongan; 30 minit.

## Statistik
- bizChannel, bizType: pautan rakan kongsi yang membawa anda ke kedai, supaya rakan kongsi itu dikreditkan dengan pesanan anda; 1 hari.
- orderNo: pesanan yang sudah dikira dalam statistik kedai, supaya tiada yang dikira dua kali; 1 tahun.
- Hanya jika kedai menghidupkan Yandex Metrica: kuki milik Yandex sendiri (_ym_uid, _ym_d dan lain-lain yang bermula dengan _ym_) mengira lawatan dan pembelian; sehingga 1 tahun.

## Storan lain dalam pelayar anda
Storan tempatan (localStorage) menyimpan salinan ID peranti dan kedudukan butang sembang yang anda alihkan. Log masuk sembang disimpan hanya sehingga anda menutup tab.

## Pilihan anda
Anda boleh memadam atau menyekat kuki dalam tetapan pelayar pada bila-bila masa. Tanpa kuki, anda akan dilog keluar dan kedai tidak dapat menyimpan tetapan anda; pesanan yang dibeli sebagai tetamu masih boleh dibuka melalui pautan dalam e-mel resit atau di Cari pesanan.`,
  ],
};
