import type { PolicyTexts } from './index.ts';
import { SELLER as S } from './seller.ts';

export const vi: PolicyTexts = {
  terms: [
    'Điều khoản dịch vụ',
    `Các điều khoản này là thỏa thuận giữa bạn và ${S.company} (“${S.store}”, “chúng tôi”), đơn vị vận hành cửa hàng này. Khi tạo tài khoản hoặc đặt hàng, bạn đồng ý với các điều khoản này. Vui lòng đọc kèm Chính sách hoàn tiền, Chính sách quyền riêng tư và Chính sách cookie của chúng tôi.

## Chúng tôi bán gì
Chúng tôi bán hàng hóa kỹ thuật số: nạp game vào tài khoản người chơi, thẻ game và thẻ quà tặng, nạp livestream và mã kích hoạt. Mỗi trang sản phẩm ghi rõ bạn nhận được gì, cho trò chơi hoặc dịch vụ nào, khu vực nào và được giao ra sao. Hàng hóa do nhà phát hành cung cấp, và việc sử dụng tuân theo quy định riêng của nhà phát hành.

## Tài khoản của bạn
- Bạn có thể mua với tư cách khách hoặc bằng tài khoản; có tài khoản, bạn xem được đơn hàng trên mọi thiết bị.
- Hãy dùng địa chỉ e-mail mà bạn đọc được: biên nhận, mã và phản hồi của bộ phận hỗ trợ đều được gửi đến đó.
- Không chia sẻ mật khẩu. Bạn chịu trách nhiệm về các đơn hàng đặt từ tài khoản của mình; nếu nghi ngờ có người khác đã dùng, hãy đổi mật khẩu và liên hệ chúng tôi.
- Mỗi người một tài khoản. Bạn phải đủ tuổi mua hàng trực tuyến theo luật nước bạn, hoặc được cha mẹ hay người giám hộ cho phép.
- Chúng tôi có thể tạm khóa tài khoản dùng để gian lận hoặc vi phạm các điều khoản này.

## Giá, loại tiền và thanh toán
Giá được hiển thị bằng loại tiền của khu vực bạn chọn trong Cài đặt. Giá được chốt khi báo giá: số tiền bạn xác nhận là số tiền bị trừ, kể cả khi giá thay đổi sau đó. Một số phương thức thanh toán có thu phí, được hiển thị trước khi bạn thanh toán. Đơn hàng phải được thanh toán trong 15 phút; sau đó đơn tự đóng và bạn không bị trừ tiền. Việc thanh toán do các nhà cung cấp dịch vụ thanh toán của chúng tôi xử lý trên trang của họ: chúng tôi không bao giờ thấy hay lưu thông tin thẻ của bạn.

## Giao hàng
Giao hàng hoàn toàn tự động và thường mất từ vài giây đến vài phút sau khi thanh toán: nạp game và mã thường đến trong vòng một phút, nạp livestream trong khoảng 10 phút.
- Lượt nạp được chuyển vào ID người chơi và máy chủ bạn nhập. Nếu trò chơi cho phép, chúng tôi kiểm tra người chơi và hiển thị tên nhân vật trước khi bạn thanh toán.
- Hãy kiểm tra kỹ ID. Bạn vẫn có thể sửa cho đến khi bắt đầu giao hàng; lượt nạp đã giao vào ID bạn nhập thì không thể thu hồi.
- Mã và key được hiển thị trên trang đơn hàng và gửi kèm e-mail biên nhận. Với khách hàng đã đăng ký, sau 24 giờ mã chỉ hiển thị lại sau khi bạn xác nhận chính mình, bằng mật khẩu hoặc mã chúng tôi gửi qua e-mail.
- Nếu chúng tôi không giao được đơn hàng, đơn sẽ được hoàn tiền toàn bộ một cách tự động.

## Phiếu giảm giá
Phiếu giảm giá áp dụng mức giảm ghi trên phiếu cho các sản phẩm và từ giá trị đơn tối thiểu được nêu, đến hết ngày hết hạn. Mỗi đơn hàng dùng một phiếu; không thể đổi phiếu lấy tiền. Nếu đơn hàng bị đóng khi chưa thanh toán hoặc đã được hoàn tiền, phiếu có thể dùng lại khi còn hạn.

## Những điều bị cấm
- Thanh toán bằng thẻ hoặc tài khoản không phải của bạn.
- Dùng bot hoặc script để đặt hàng, kiểm tra ID người chơi hay thu thập phiếu giảm giá.
- Tìm cách vượt qua giới hạn hoặc cơ chế bảo mật của cửa hàng, hoặc bán lại mã có được do gian lận.

Chúng tôi có thể hủy và hoàn tiền những đơn hàng như vậy, đồng thời tạm khóa các tài khoản liên quan.

## Trách nhiệm
Chúng tôi chịu trách nhiệm giao đúng những gì bạn đã trả tiền, như mô tả trên trang sản phẩm. Chúng tôi không chịu trách nhiệm về việc nhà phát hành xử lý trò chơi và tài khoản của họ (ví dụ khóa tài khoản hay thay đổi trò chơi), hoặc về lượt nạp gửi đến ID bạn nhập sai. Trách nhiệm của chúng tôi đối với một đơn hàng giới hạn ở số tiền đã trả cho đơn đó, trừ khi pháp luật không cho phép giới hạn như vậy.

## Thay đổi điều khoản
Chúng tôi có thể cập nhật các điều khoản này; ngày ở đầu trang là lần thay đổi gần nhất. Mỗi đơn hàng tuân theo điều khoản có hiệu lực vào lúc đặt hàng.

## Luật áp dụng và liên hệ
Các điều khoản này chịu sự điều chỉnh của pháp luật Singapore; điều này không làm mất đi sự bảo vệ mà luật bảo vệ người tiêu dùng nước bạn dành cho bạn. Người bán: ${S.company}, ${S.address}. Thắc mắc và khiếu nại: ${S.email} hoặc chat hỗ trợ, 24/7.`,
  ],
  refund: [
    'Chính sách hoàn tiền',
    `Hàng hóa kỹ thuật số đến ngay và dùng được tức thì, nên không thể trả lại như một kiện hàng. Chính sách này giải thích khi nào bạn được hoàn tiền và cách báo sự cố với đơn hàng.

## Đơn hàng không giao được
Nếu chúng tôi không giao được đơn hàng (ví dụ trò chơi từ chối lượt nạp, hoặc sản phẩm hết hàng), đơn sẽ được hoàn tiền toàn bộ một cách tự động: bạn không cần yêu cầu. Nếu một giờ sau khi thanh toán vẫn giao không thành công, chúng tôi dừng thử và hoàn tiền. Bạn nhận được e-mail khi khoản hoàn tiền được thực hiện.

## Đơn hàng đã giao
Mã và lượt nạp đã giao không được hoàn tiền, vì chúng có thể đã được sử dụng. Đơn hàng đã giao chỉ được thay thế hoặc hoàn tiền thông qua khiếu nại, như mô tả bên dưới. Lượt nạp đã giao vào ID người chơi sai do chính bạn nhập sẽ không được hoàn tiền.

## Khiếu nại: “chưa nhận được” hoặc “mã không dùng được”
- Mở đơn hàng đã hoàn tất (trong Đơn hàng của tôi, hoặc qua liên kết trong e-mail biên nhận) và báo sự cố trong vòng 7 ngày kể từ khi giao.
- Cho biết lượt nạp chưa vào hay mã không dùng được, mô tả chuyện gì đã xảy ra và đính kèm ảnh chụp màn hình (ví dụ thông báo của trò chơi hoặc số dư của bạn).
- Khiếu nại của bạn đi qua các trạng thái: đã tiếp nhận, đang kiểm tra, rồi đã thay thế (mã mới hoặc nạp lại), đã hoàn tiền, hoặc bị từ chối kèm lý do.
- Chúng tôi gửi e-mail ở mỗi bước. Mỗi đơn hàng chỉ có một khiếu nại đang mở tại một thời điểm.

Khiếu nại gửi sau hơn 7 ngày kể từ khi giao sẽ không được chấp nhận.

## Cách hoàn tiền
Tiền được hoàn về phương thức thanh toán bạn đã dùng, bằng loại tiền bạn đã trả. Chúng tôi gửi khoản hoàn ngay; tùy ngân hàng hoặc nhà cung cấp thanh toán, tiền thường về trong 3 đến 10 ngày làm việc. Phiếu giảm giá đã dùng cho đơn được hoàn tiền có thể dùng lại khi còn hạn.

## Đơn hàng mua với tư cách khách
E-mail biên nhận có liên kết đến đơn hàng, có hiệu lực 30 ngày. Bạn cũng có thể mở đơn hàng bằng mã đơn và e-mail của bạn tại Tìm đơn hàng. Khiếu nại được gửi từ trang đơn hàng theo cách tương tự.

## Liên hệ
Thắc mắc về hoàn tiền: ${S.email} hoặc chat hỗ trợ, 24/7. Vui lòng cho biết mã đơn hàng.`,
  ],
  privacy: [
    'Chính sách quyền riêng tư',
    `${S.company} (“${S.store}”, “chúng tôi”) vận hành cửa hàng này và chịu trách nhiệm về dữ liệu cá nhân của bạn. Chúng tôi chỉ lưu những dữ liệu cần để giao đơn hàng, giữ an toàn cho cửa hàng và hỗ trợ bạn. Chúng tôi không bao giờ bán dữ liệu của bạn.

## Chúng tôi thu thập gì và vì sao
- Địa chỉ e-mail: để bạn đăng nhập và để gửi biên nhận, mã, mã đăng nhập và phản hồi hỗ trợ.
- Mật khẩu: chỉ lưu dưới dạng hàm băm một chiều, không ai đọc lại được.
- ID người chơi, máy chủ và tên nhân vật: để giao lượt nạp; các ID bạn dùng gần đây được ghi nhớ để bạn không phải gõ lại.
- Đơn hàng: sản phẩm, số tiền, loại tiền, phương thức thanh toán, ngày và trạng thái, để giao hàng, hoàn tiền và kế toán.
- ID thiết bị: một số ngẫu nhiên trong cookie, để phiên và đơn hàng của khách được giữ trên trình duyệt này.
- Địa chỉ IP: để chống lạm dụng, như đặt quá nhiều đơn hay thử đăng nhập quá nhiều lần. Bộ đếm của chúng tôi chỉ lưu nó dưới dạng hàm băm một chiều và xóa trong vòng một ngày.
- Hỗ trợ: tin nhắn, phản hồi, trò chuyện và ảnh chụp màn hình bạn gửi cho chúng tôi.
- Ngôn ngữ, khu vực và loại tiền bạn chọn.

## Ai nhận dữ liệu
- Nhà cung cấp dịch vụ thanh toán nhận tiền trên trang của họ. Thông tin thẻ của bạn đi đến họ, không bao giờ đến chúng tôi; chúng tôi chỉ biết kết quả và số tiền.
- Nhà phát hành game và nhà cung cấp dịch vụ nạp nhận ID người chơi và máy chủ, để kiểm tra người chơi và nạp tiền.
- Dịch vụ e-mail của chúng tôi gửi thư, và kho lưu trữ tệp giữ các ảnh chụp màn hình bạn tải lên.
- Nếu bạn đăng nhập bằng Google, VK hoặc Yandex, dịch vụ đó cho chúng tôi biết địa chỉ e-mail của bạn.
- Nếu cửa hàng bật Yandex Metrica, Yandex đếm lượt xem trang và tổng giá trị mua hàng (xem Chính sách cookie).

Chúng tôi không chia sẻ gì với nhà quảng cáo.

## Chúng tôi lưu bao lâu
- Tài khoản, ID người chơi đã lưu, phiếu giảm giá, trao đổi với hỗ trợ, trò chuyện và ảnh chụp màn hình: cho đến khi bạn xóa tài khoản.
- Phiên đăng nhập: tối đa 30 ngày; phiên hết hạn sẽ bị xóa. Mã đăng nhập và liên kết trong e-mail hết hạn trong vòng 24 giờ rồi bị xóa.
- Đơn hàng: 5 năm, theo yêu cầu của luật kế toán.

## Quyền của bạn
Dữ liệu của bạn dưới dạng tệp: trong Tài khoản của tôi, mục Dữ liệu của bạn, nút Tải dữ liệu của tôi cung cấp mọi thứ chúng tôi lưu về bạn (tài khoản, đơn hàng, phiếu giảm giá, trao đổi với hỗ trợ và trò chuyện) trong một tệp JSON.

Xóa tài khoản: nút Xóa tài khoản của tôi ở cùng chỗ sẽ xóa e-mail, mật khẩu, đăng nhập mạng xã hội đã liên kết, mã mời, phiếu giảm giá, ID người chơi đã lưu, trao đổi với hỗ trợ, trò chuyện và hình ảnh đã tải lên, đồng thời đăng xuất bạn trên mọi thiết bị. Không thể hoàn tác; cùng e-mail đó có thể đăng ký lại như khách hàng mới.

Hồ sơ đơn hàng: theo yêu cầu của luật kế toán, chúng tôi lưu sản phẩm, số tiền, loại tiền, phương thức thanh toán và ngày của mỗi đơn hàng trong 5 năm, không có gì chỉ đến bạn (không e-mail, ID người chơi hay thiết bị).

Nếu bạn mua với tư cách khách, hoặc muốn hỏi về dữ liệu của mình, hãy viết cho chúng tôi tại ${S.email} kèm mã đơn hàng.

## Bảo mật
Mật khẩu được lưu dưới dạng hàm băm, mã và key được mã hóa, và nhân viên của chúng tôi chỉ thấy bốn ký tự cuối của mã. Mọi thay đổi do nhân viên thực hiện đều được ghi lại.

## Liên hệ
${S.company}, ${S.address}. E-mail: ${S.email}.`,
  ],
  cookie: [
    'Chính sách cookie',
    `Cookie là những tệp văn bản nhỏ mà trang web lưu trong trình duyệt của bạn. ${S.store} chỉ dùng cookie để vận hành cửa hàng: giữ bạn đăng nhập, ghi nhớ cài đặt và giữ đơn hàng bên bạn. Chúng tôi không dùng cookie quảng cáo và không theo dõi bạn trên các trang web khác.

## Phiên và đăng nhập
- token, tokenExpireTime: phiên của bạn, cho cả khách lẫn khách hàng đã đăng ký; hết hạn cùng phiên, tối đa 30 ngày.
- userId, email, isBindEmail, isRegister, forceLogin: ai đang đăng nhập và menu tài khoản hiển thị gì; hết hạn cùng phiên.
- DeviceId: ID ngẫu nhiên của trình duyệt này, để đơn hàng của khách được giữ tại đây; 1 năm.
- loginBackPath: trang cần quay lại sau khi đăng nhập; 1 giờ.

## Cài đặt
- lang: ngôn ngữ của trang; 1 năm.
- region_key, currency_key, userChooseInfo: khu vực và loại tiền chọn trong Cài đặt; 1 năm.
- historyIdList: các game bạn vừa xem, hiển thị lại trên trang chủ; 1 năm.

## Đơn hàng và hỗ trợ
- feedbackOrderNo, feedbackOrderNoCS: các đơn hàng bạn đang chờ hỗ trợ trả lời hoặc chưa đọc phản hồi; 7 ngày.
- ossSign: quyền tải ảnh chụp màn hình lên cho bộ phận hỗ trợ; 30 phút.

## Thống kê
- bizChannel, bizType: liên kết đối tác đã đưa bạn đến cửa hàng, để đơn hàng của bạn được ghi nhận cho đối tác đó; 1 ngày.
- orderNo: các đơn hàng đã được tính trong thống kê của cửa hàng, để không đơn nào bị tính hai lần; 1 năm.
- Chỉ khi cửa hàng bật Yandex Metrica: cookie riêng của Yandex (_ym_uid, _ym_d và các cookie khác bắt đầu bằng _ym_) đếm lượt truy cập và mua hàng; tối đa 1 năm.

## Bộ nhớ khác trong trình duyệt
Bộ nhớ cục bộ (localStorage) giữ một bản sao ID thiết bị và vị trí bạn đã kéo nút chat đến. Thông tin đăng nhập chat chỉ được giữ đến khi bạn đóng thẻ.

## Lựa chọn của bạn
Bạn có thể xóa hoặc chặn cookie trong cài đặt trình duyệt bất cứ lúc nào. Khi không có cookie, bạn sẽ bị đăng xuất và cửa hàng không thể lưu cài đặt của bạn; đơn hàng mua với tư cách khách vẫn mở được qua liên kết trong e-mail biên nhận hoặc tại Tìm đơn hàng.`,
  ],
};
