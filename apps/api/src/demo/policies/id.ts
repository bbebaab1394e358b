import type { PolicyTexts } from './index.ts';
import { SELLER as S } from './seller.ts';

export const id: PolicyTexts = {
  terms: [
    'Ketentuan Layanan',
    `Ketentuan ini adalah perjanjian antara kamu dan ${S.company} (“${S.store}”, “kami”), yang menjalankan toko ini. Dengan membuat akun atau membuat pesanan, kamu menyetujuinya. Bacalah bersama Kebijakan Pengembalian Dana, Kebijakan Privasi, dan Kebijakan Cookie kami.

## Apa yang kami jual
Kami menjual barang digital: top up game yang masuk ke akun pemain, kartu game dan kartu hadiah, isi ulang live streaming, serta kunci aktivasi. Setiap halaman produk menjelaskan apa yang kamu dapat, untuk game atau layanan dan wilayah mana, serta cara pengirimannya. Barang diterbitkan oleh penerbitnya, dan aturan penerbit berlaku untuk penggunaannya.

## Akunmu
- Kamu bisa membeli sebagai tamu atau dengan akun; dengan akun, pesananmu terlihat di semua perangkat.
- Gunakan alamat e-mail yang bisa kamu buka: struk, kode, dan balasan dukungan dikirim ke sana.
- Jangan berikan kata sandimu kepada siapa pun. Pesanan dari akunmu menjadi tanggung jawabmu; jika kamu curiga orang lain memakainya, ganti kata sandi dan hubungi kami.
- Satu orang, satu akun. Kamu harus cukup umur untuk berbelanja online di negaramu, atau mendapat izin orang tua atau wali.
- Kami dapat menangguhkan akun yang dipakai untuk penipuan atau melanggar ketentuan ini.

## Harga, mata uang, dan pembayaran
Harga ditampilkan dalam mata uang wilayah yang kamu pilih di Pengaturan. Harga terkunci saat ditawarkan: jumlah yang kamu konfirmasi adalah jumlah yang ditagih, meskipun harganya berubah sesudahnya. Beberapa metode pembayaran mengenakan biaya, yang ditampilkan sebelum kamu membayar. Pesanan harus dibayar dalam 15 menit; setelah itu pesanan ditutup dan tidak ada yang ditagih. Pembayaran diproses oleh penyedia pembayaran kami di halaman mereka sendiri: kami tidak pernah melihat atau menyimpan data kartumu.

## Pengiriman
Pengiriman berjalan otomatis dan biasanya selesai dalam hitungan detik hingga beberapa menit setelah pembayaran: top up dan kode biasanya masuk dalam satu menit, isi ulang live streaming dalam sekitar 10 menit.
- Top up dikirim ke ID pemain dan server yang kamu masukkan. Jika game-nya memungkinkan, kami memeriksa pemain dan menampilkan namanya sebelum kamu membayar.
- Periksa ID dengan teliti. Kamu masih bisa mengubahnya sebelum pengiriman dimulai; top up yang sudah masuk ke ID yang kamu masukkan tidak dapat ditarik kembali.
- Kode dan kunci ditampilkan di halaman pesanan dan dikirim dalam e-mail struk. Bagi pelanggan terdaftar, setelah 24 jam kode hanya ditampilkan lagi setelah kamu mengonfirmasi bahwa ini memang kamu, dengan kata sandi atau kode yang kami kirim lewat e-mail.
- Jika kami tidak dapat mengirim pesanan, dananya dikembalikan penuh secara otomatis.

## Kupon
Kupon memberi potongan sesuai yang tertulis, untuk produk dan minimal belanja yang disebutkan, sampai tanggal berakhirnya. Satu kupon per pesanan; kupon tidak dapat ditukar dengan uang. Jika pesanan ditutup tanpa dibayar atau dananya dikembalikan, kuponnya bisa dipakai lagi selama masih berlaku.

## Yang tidak diperbolehkan
- Membayar dengan kartu atau rekening yang bukan milikmu.
- Memakai bot atau skrip untuk membuat pesanan, memeriksa ID pemain, atau mengumpulkan kupon.
- Mencoba mengakali batasan atau keamanan toko, atau menjual kembali kode yang didapat dengan curang.

Pesanan seperti itu dapat kami batalkan dengan pengembalian dana, dan akun yang terlibat dapat kami tangguhkan.

## Tanggung jawab
Kami bertanggung jawab mengirimkan apa yang kamu bayar, sesuai deskripsi di halaman produk. Kami tidak bertanggung jawab atas tindakan penerbit terhadap game dan akunnya (misalnya pemblokiran atau perubahan game), atau atas top up yang terkirim ke ID yang salah kamu masukkan. Tanggung jawab kami atas suatu pesanan terbatas pada jumlah yang dibayar untuk pesanan itu, kecuali jika hukum tidak mengizinkan batasan tersebut.

## Perubahan ketentuan
Kami dapat memperbarui ketentuan ini; tanggal di bagian atas halaman menunjukkan perubahan terakhir. Setiap pesanan tunduk pada ketentuan yang berlaku saat pesanan dibuat.

## Hukum yang berlaku dan kontak
Ketentuan ini diatur oleh hukum Singapura; hal ini tidak menghapus perlindungan yang diberikan undang-undang perlindungan konsumen di negaramu. Penjual: ${S.company}, ${S.address}. Pertanyaan dan keluhan: ${S.email} atau chat dukungan, 24/7.`,
  ],
  refund: [
    'Kebijakan Pengembalian Dana',
    `Barang digital tiba dalam sekejap dan bisa langsung dipakai, jadi tidak bisa dikembalikan seperti paket. Kebijakan ini menjelaskan kapan uangmu kembali dan cara melaporkan masalah pada pesanan.

## Pesanan yang tidak terkirim
Jika kami tidak dapat mengirim pesanan (misalnya game menolak top up, atau produk habis), dananya dikembalikan penuh secara otomatis: kamu tidak perlu memintanya. Jika pengiriman masih gagal satu jam setelah pembayaran, kami berhenti mencoba dan mengembalikan dana. Kamu menerima e-mail saat pengembalian dana diproses.

## Pesanan yang sudah terkirim
Kode dan top up yang sudah terkirim tidak dapat dikembalikan dananya, karena mungkin sudah dipakai. Pesanan yang sudah terkirim hanya bisa diganti atau dikembalikan dananya melalui klaim, seperti dijelaskan di bawah. Top up yang masuk ke ID pemain yang salah karena kamu sendiri salah memasukkannya tidak dikembalikan dananya.

## Klaim: “tidak diterima” atau “kode tidak berfungsi”
- Buka pesanan yang sudah selesai (di Pesanan Saya, atau lewat tautan di e-mail struk) dan laporkan masalahnya dalam 7 hari setelah pengiriman.
- Sebutkan apakah top up tidak masuk atau kode tidak berfungsi, ceritakan apa yang terjadi, dan lampirkan tangkapan layar (misalnya pesan dari game atau saldomu).
- Klaimmu melewati status berikut: diterima, sedang diperiksa, lalu diganti (kode baru atau top up ulang), dana dikembalikan, atau ditolak beserta alasannya.
- Kami mengirim e-mail di setiap langkah. Satu pesanan hanya dapat memiliki satu klaim yang sedang diproses.

Klaim yang diajukan lebih dari 7 hari setelah pengiriman tidak dapat diterima.

## Cara pengembalian dana
Dana dikembalikan ke metode pembayaran yang kamu pakai, dalam mata uang yang kamu bayarkan. Kami langsung memprosesnya; tergantung bank atau penyedia pembayaranmu, dana biasanya masuk dalam 3 sampai 10 hari kerja. Kupon yang dipakai pada pesanan yang dananya dikembalikan bisa dipakai lagi selama masih berlaku.

## Pesanan sebagai tamu
E-mail struk berisi tautan ke pesananmu yang berlaku 30 hari. Kamu juga bisa membuka pesanan dengan nomor pesanan dan alamat e-mailmu di Cari pesanan. Klaim diajukan dari halaman pesanan dengan cara yang sama.

## Kontak
Pertanyaan tentang pengembalian dana: ${S.email} atau chat dukungan, 24/7. Sertakan nomor pesananmu.`,
  ],
  privacy: [
    'Kebijakan Privasi',
    `${S.company} (“${S.store}”, “kami”) menjalankan toko ini dan bertanggung jawab atas data pribadimu. Kami hanya menyimpan data yang dibutuhkan untuk mengirim pesananmu, menjaga keamanan toko, dan membantumu. Kami tidak pernah menjual datamu.

## Apa yang kami kumpulkan dan untuk apa
- Alamat e-mail: untuk masuk ke akun dan mengirim struk, kode, kode masuk, serta balasan dukungan.
- Kata sandi: hanya disimpan sebagai hash satu arah yang tidak dapat dibaca kembali oleh siapa pun.
- ID pemain, server, dan nama karakter: untuk mengirim top up; ID yang baru kamu pakai diingat agar tidak perlu diketik lagi.
- Pesanan: produk, jumlah, mata uang, metode pembayaran, tanggal, dan status, untuk pengiriman, pengembalian dana, dan pembukuan.
- ID perangkat: angka acak di dalam cookie, agar sesi dan pesanan tamu tetap ada di browser ini.
- Alamat IP: untuk mencegah penyalahgunaan, seperti terlalu banyak pesanan atau percobaan masuk. Penghitung kami hanya menyimpannya sebagai hash satu arah dan menghapusnya dalam sehari.
- Dukungan: pesan, masukan, chat, dan tangkapan layar yang kamu kirim.
- Bahasa, wilayah, dan mata uang pilihanmu.

## Siapa yang menerima data
- Penyedia pembayaran menerima pembayaran di halaman mereka sendiri. Data kartumu dikirim ke mereka, tidak pernah ke kami; kami hanya tahu hasil dan jumlahnya.
- Penerbit game dan pemasok top up menerima ID pemain dan server, untuk memeriksa pemain dan mengisi top up.
- Layanan e-mail kami mengirim pesan kami, dan penyimpanan file kami menyimpan tangkapan layar yang kamu unggah.
- Jika kamu masuk dengan Google, VK, atau Yandex, layanan itu memberi kami alamat e-mailmu.
- Jika toko mengaktifkan Yandex Metrica, Yandex menghitung kunjungan halaman dan total pembelian (lihat Kebijakan Cookie).

Kami tidak membagikan apa pun kepada pengiklan.

## Berapa lama kami menyimpannya
- Akun, ID pemain yang tersimpan, kupon, percakapan dukungan, chat, dan tangkapan layar: sampai kamu menghapus akun.
- Sesi: paling lama 30 hari; sesi yang kedaluwarsa dihapus. Kode masuk dan tautan dalam e-mail kedaluwarsa dalam 24 jam, lalu dihapus.
- Pesanan: 5 tahun, sesuai hukum akuntansi.

## Hak-hakmu
Datamu dalam satu file: di Akun Saya, bagian Data Anda, tombol Unduh data saya memberikan semua yang kami simpan tentangmu (akun, pesanan, kupon, percakapan dukungan, dan chat) dalam satu file JSON.

Menghapus akun: tombol Hapus akun saya di tempat yang sama menghapus e-mail, kata sandi, login media sosial yang terhubung, kode undangan, kupon, ID pemain yang tersimpan, percakapan dukungan, chat, dan gambar yang diunggah, serta mengeluarkanmu dari semua perangkat. Tindakan ini tidak dapat dibatalkan; e-mail yang sama dapat mendaftar lagi sebagai pelanggan baru.

Catatan pesanan: sesuai hukum akuntansi, kami menyimpan produk, jumlah, mata uang, metode pembayaran, dan tanggal setiap pesanan selama 5 tahun, tanpa apa pun yang menunjuk kepadamu (tanpa e-mail, ID pemain, atau perangkat).

Jika kamu membeli sebagai tamu, atau ingin bertanya tentang datamu, kirim e-mail ke ${S.email} dengan menyertakan nomor pesanan.

## Keamanan
Kata sandi disimpan sebagai hash, kode dan kunci disimpan terenkripsi, dan staf kami hanya melihat empat karakter terakhir dari kode. Setiap perubahan yang dilakukan staf kami tercatat.

## Kontak
${S.company}, ${S.address}. E-mail: ${S.email}.`,
  ],
  cookie: [
    'Kebijakan Cookie',
    `Cookie adalah file teks kecil yang disimpan situs web di browsermu. ${S.store} memakainya hanya untuk menjalankan toko: agar kamu tetap masuk, pengaturanmu diingat, dan pesananmu tetap bersamamu. Kami tidak memakai cookie iklan dan tidak melacakmu di situs lain.

## Sesi dan masuk
- token, tokenExpireTime: sesimu, baik sebagai tamu maupun pelanggan terdaftar; berakhir bersama sesi, paling lama 30 hari.
- userId, email, isBindEmail, isRegister, forceLogin: siapa yang masuk dan apa yang ditampilkan menu akun; berakhir bersama sesi.
- DeviceId: ID acak untuk browser ini, agar pesanan tamu tetap ada di sini; 1 tahun.
- loginBackPath: halaman tujuan kembali setelah masuk; 1 jam.

## Pengaturan
- lang: bahasa situs; 1 tahun.
- region_key, currency_key, userChooseInfo: wilayah dan mata uang yang dipilih di Pengaturan; 1 tahun.
- historyIdList: game yang baru kamu lihat, ditampilkan lagi di beranda; 1 tahun.

## Pesanan dan dukungan
- feedbackOrderNo, feedbackOrderNoCS: pesanan yang sedang menunggu balasan dukungan atau balasannya belum kamu baca; 7 hari.
- ossSign: izin untuk mengunggah tangkapan layar ke dukungan; 30 menit.

## Statistik
- bizChannel, bizType: tautan mitra yang membawamu ke toko, agar pesananmu tercatat untuk mitra itu; 1 hari.
- orderNo: pesanan yang sudah dihitung dalam statistik toko, agar tidak ada yang dihitung dua kali; 1 tahun.
- Hanya jika toko mengaktifkan Yandex Metrica: cookie milik Yandex (_ym_uid, _ym_d, dan lainnya yang diawali _ym_) menghitung kunjungan dan pembelian; hingga 1 tahun.

## Penyimpanan lain di browsermu
Penyimpanan lokal (localStorage) menyimpan salinan ID perangkat dan posisi tombol chat yang kamu pindahkan. Data masuk chat hanya disimpan sampai kamu menutup tab.

## Pilihanmu
Kamu dapat menghapus atau memblokir cookie di pengaturan browser kapan saja. Tanpa cookie kamu akan keluar dari akun dan toko tidak dapat menyimpan pengaturanmu; pesanan yang dibeli sebagai tamu tetap bisa dibuka lewat tautan di e-mail struk atau di Cari pesanan.`,
  ],
};
