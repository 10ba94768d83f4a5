"""Held-out set 70: recovery codes, passphrases, PINs, passwords, API keys and tokens named in
the national and minority languages of mainland and maritime Southeast Asia, in their own
scripts, with each language's punctuation and word order.

Languages and scripts: Thai (Thai script), Lao (Lao script), Khmer (Khmer script), Burmese
(Myanmar script), Vietnamese (Latin with full diacritics), Tagalog (Latin and Baybayin),
Cebuano, Javanese (Latin and Javanese script), Sundanese (Latin and Sundanese script),
Balinese (Latin and Balinese script), Malay (Rumi and Jawi) and Tetum. The words are as
remembered (no dictionary was consulted); the rows in Baybayin, Javanese, Sundanese and
Balinese scripts and in Jawi spell words letter by letter as remembered and may be
imperfect. Cham was in the share but left out: no word for password or PIN in it was known
well enough. Every language and script was grepped for by name in the earlier
``*heldout*`` files, and all had been named before (Baybayin and Jawi too), so the messages
here are bank SMS, e-wallet, hotel, gym, temple-kiosk and ticketing texts in other frames;
the messages themselves were not each grepped.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "calamansi",
    "dugong",
    "durian",
    "frangipani",
    "gecko",
    "hornbill",
    "jackfruit",
    "langsat",
    "lemongrass",
    "mangosteen",
    "pandan",
    "rambutan",
    "sampaguita",
    "tamarind",
    "tarsier",
    "banyan",
]

ROWS = r"""
thai password ¦ Thai, รหัสผ่าน (password), as remembered ¦ p ¦ รหัสผ่านชั่วคราวของคุณคือ {t} กรุณาเปลี่ยนภายใน 24 ชั่วโมง
thai otp ¦ Thai, รหัส OTP with a reference code, as remembered ¦ pin6 ¦ รหัส OTP ของคุณคือ {t} (Ref: KQZM) ห้ามบอกรหัสนี้แก่ผู้อื่น
thai pin ¦ Thai, รหัส PIN of an e-wallet, as remembered ¦ pin6 ¦ ตั้งรหัส PIN ใหม่สำเร็จ: {t} — โปรดจำไว้และอย่าเปิดเผย
thai recovery ¦ Thai, รหัสกู้คืน (recovery codes), as remembered ¦ gh ¦ เก็บรหัสกู้คืนนี้ไว้ในที่ปลอดภัย: {t}
thai api key ¦ Thai, คีย์ API, as remembered ¦ tok ¦ คีย์ API สำหรับร้านอาหารของคุณ: {t} (ใช้กับระบบ POS เท่านั้น)
thai wifi ¦ Thai, รหัส Wi-Fi of a hotel room card, as remembered ¦ p ¦ ห้อง 1207 — ชื่อเครือข่าย: RiverView_Guest รหัส Wi-Fi: {t}
lao password ¦ Lao, ລະຫັດຜ່ານ (password), as remembered ¦ p ¦ ລະຫັດຜ່ານໃໝ່ຂອງທ່ານແມ່ນ {t}
lao otp ¦ Lao, ລະຫັດ OTP, as remembered ¦ pin6 ¦ ລະຫັດ OTP ຂອງທ່ານ: {t}. ຢ່າບອກຜູ້ອື່ນ.
lao key ¦ Lao, ກະແຈ API (API key), as remembered ¦ tok ¦ ກະແຈ API ຂອງຮ້ານ: {t}
lao pin ¦ Lao, ລະຫັດ PIN of a bank card, as remembered ¦ pin8 ¦ ລະຫັດ PIN ຊົ່ວຄາວ: {t}
khmer password ¦ Khmer, ពាក្យសម្ងាត់ (password), as remembered ¦ p ¦ ពាក្យសម្ងាត់ថ្មីរបស់អ្នកគឺ {t} ។
khmer code ¦ Khmer, លេខកូដផ្ទៀងផ្ទាត់ (verification code), as remembered ¦ pin6 ¦ លេខកូដផ្ទៀងផ្ទាត់របស់អ្នក៖ {t} ។ កុំចែករំលែកវា។
khmer pin ¦ Khmer, លេខសម្ងាត់ (PIN, secret number), as remembered ¦ pin8 ¦ លេខសម្ងាត់កាតរបស់អ្នក៖ {t}
khmer key ¦ Khmer, កូនសោ API (API key), as remembered ¦ tok ¦ កូនសោ API ៖ {t}
burmese password ¦ Burmese, စကားဝှက် (password), as remembered ¦ p ¦ သင်၏ စကားဝှက်အသစ်မှာ {t} ဖြစ်ပါသည်။
burmese pin ¦ Burmese, ပင်နံပါတ် (PIN number), as remembered ¦ pin6 ¦ သင်၏ ပင်နံပါတ်: {t}။ မည်သူ့ကိုမျှ မပြောပါနှင့်။
burmese otp ¦ Burmese, အတည်ပြုကုဒ် (verification code), as remembered ¦ pin8 ¦ အတည်ပြုကုဒ် {t} ကို ထည့်ပါ။
burmese key ¦ Burmese, API ကီး (key), as remembered ¦ tok ¦ သင့် API ကီး: {t}
vietnamese matkhau ¦ Vietnamese, mật khẩu (password) ¦ p ¦ Mật khẩu tạm thời của quý khách là {t}. Vui lòng đổi mật khẩu sau lần đăng nhập đầu tiên.
vietnamese otp ¦ Vietnamese, mã OTP from a bank ¦ pin6 ¦ Mã OTP của Quý khách là {t}. Tuyệt đối không cung cấp mã này cho bất kỳ ai, kể cả nhân viên ngân hàng.
vietnamese khoiphuc ¦ Vietnamese, mã khôi phục (recovery codes) ¦ ms ¦ Hãy lưu các mã khôi phục này ở nơi an toàn: {t}
vietnamese khoa ¦ Vietnamese, khóa API (API key) ¦ tok ¦ Khóa API của nhà hàng đã được tạo: {t}
vietnamese cum ¦ Vietnamese, cụm từ khôi phục (recovery phrase) ¦ w5 ¦ Cụm từ khôi phục ví của bạn: {t} — đừng chụp ảnh màn hình.
vietnamese token ¦ Vietnamese, mã thông báo truy cập (access token) ¦ b64 ¦ Mã thông báo truy cập (access token): {t}
vietnamese pin ¦ Vietnamese, mã PIN of a gym locker ¦ pin6 ¦ Mã PIN tủ đồ số 42 của bạn: {t}
tagalog password ¦ Tagalog, password with Tagalog word order, as remembered ¦ p ¦ Ang iyong bagong password ay {t}. Huwag itong ibahagi kaninuman.
tagalog pin ¦ Tagalog, PIN ng e-wallet, as remembered ¦ pin6 ¦ Ang iyong MPIN ay {t}. Hindi ito hihingin ng aming mga ahente.
tagalog susi ¦ Tagalog, susi ng API (API key), as remembered ¦ tok ¦ Narito ang susi ng API para sa inyong kainan: {t}
tagalog recovery ¦ Tagalog, mga recovery code, as remembered ¦ google ¦ Itago ang mga recovery code mo: {t}
tagalog lihim ¦ Tagalog, lihim na parirala (secret phrase), as remembered ¦ w4 ¦ Ang lihim na parirala ng iyong wallet: {t}
baybayin susi ¦ Tagalog in Baybayin, ᜐᜓᜐᜒ (susi, key), letters as remembered ¦ tok ¦ ᜐᜓᜐᜒ: {t}
baybayin lihim ¦ Tagalog in Baybayin, ᜎᜒᜑᜒᜋ᜔ (lihim, secret), letters as remembered ¦ p ¦ ᜀᜅ᜔ ᜎᜒᜑᜒᜋ᜔ ᜋᜓ: {t}
cebuano password ¦ Cebuano, password with Cebuano word order, as remembered ¦ p ¦ Ang imong bag-ong password kay {t}. Ayaw ni ipakita sa uban.
cebuano pin ¦ Cebuano, PIN, as remembered ¦ pin6 ¦ Ang imong PIN kay {t}. Ayaw ihatag bisan kinsa.
cebuano sekreto ¦ Cebuano, sekretong kodigo (secret code), as remembered ¦ ms ¦ Mao ni imong sekretong kodigo: {t}
cebuano yawe ¦ Cebuano, yawe sa API (key), as remembered ¦ tok ¦ Ang yawe sa API sa imong tindahan: {t}
javanese sandhi ¦ Javanese (Latin), tembung sandhi (password), krama, as remembered ¦ p ¦ Tembung sandhi panjenengan ingkang enggal inggih punika {t}. Sampun dipun paringaken dhateng tiyang sanes.
javanese pin ¦ Javanese (Latin), kode PIN, ngoko, as remembered ¦ pin6 ¦ Kode PIN-mu {t}, aja dikandhakake marang sapa-sapa.
javanese script ¦ Javanese script, ꦱꦤ꧀ꦝꦶ (sandhi), letters as remembered ¦ p ¦ ꦱꦤ꧀ꦝꦶ: {t}
javanese kunci ¦ Javanese (Latin), kunci API, as remembered ¦ tok ¦ Iki kunci API warungmu: {t}
sundanese konci ¦ Sundanese (Latin), kecap konci (password), as remembered ¦ p ¦ Kecap konci anyar anjeun nyaéta {t}. Ulah dibéjakeun ka batur.
sundanese pin ¦ Sundanese (Latin), kode PIN, as remembered ¦ pin6 ¦ Kode PIN anjeun: {t}
sundanese script ¦ Sundanese script, ᮊᮧᮔ᮪ᮎᮤ (konci), letters as remembered ¦ tok ¦ ᮊᮧᮔ᮪ᮎᮤ API: {t}
balinese sandi ¦ Balinese (Latin), kruna sandi (password), as remembered ¦ p ¦ Kruna sandi anyar ragane: {t}
balinese script ¦ Balinese script, ᬲᬦ᭄ᬤᬶ (sandi), letters as remembered ¦ pin8 ¦ ᬲᬦ᭄ᬤᬶ: {t}
balinese pin ¦ Balinese (Latin), PIN for a temple ticket kiosk, as remembered ¦ pin6 ¦ PIN tiket ragane: {t}, sampunang kaicen ring anak lian.
malay katalaluan ¦ Malay (Rumi), kata laluan (password) ¦ p ¦ Kata laluan sementara anda ialah {t}. Sila tukar selepas log masuk.
malay tac ¦ Malay (Rumi), TAC (kod pengesahan) from a bank ¦ pin6 ¦ RM0.00 TAC anda ialah {t} untuk pemindahan ke 5123****. Jangan kongsi TAC ini.
malay kunci ¦ Malay (Rumi), kunci API ¦ tok ¦ Kunci API untuk kedai anda: {t}
malay pemulihan ¦ Malay (Rumi), kod pemulihan (recovery codes) ¦ gh ¦ Simpan kod pemulihan anda: {t}
malay frasa ¦ Malay (Rumi), frasa laluan (passphrase) ¦ w4 ¦ Frasa laluan dompet: {t}
jawi katalaluan ¦ Malay in Jawi, کات لالوان (kata laluan), letters as remembered ¦ p ¦ کات لالوان اندا: {t}
jawi pin ¦ Malay in Jawi, نومبور PIN, letters as remembered ¦ pin6 ¦ نومبور PIN اندا ايله {t}
jawi kunci ¦ Malay in Jawi, کونچي API (kunci), letters as remembered ¦ tok ¦ کونچي API: {t}
tetum senha ¦ Tetum, senha (password, from Portuguese), as remembered ¦ p ¦ Ita-nia senha foun mak {t}. Labele fahe ho ema seluk.
tetum pin ¦ Tetum, kódigu PIN, as remembered ¦ pin6 ¦ Ó-nia kódigu PIN mak {t}.
tetum xave ¦ Tetum, xave API (key, from Portuguese chave), as remembered ¦ tok ¦ Xave API ba ita-nia restorante: {t}
thai hotel door ¦ Thai and English mixed on a hotel check-in slip, รหัสประตู (door code), as remembered ¦ pin8 ¦ Check-in 7 ธ.ค. 2569 — ห้อง 804 — รหัสประตู/Door code: {t}
vietnamese ve ¦ Vietnamese, mã vé điện tử with a secret check-in code of a concert ticket ¦ ms ¦ Vé điện tử của bạn — khu A, hàng 12. Mã bảo mật để soát vé: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "keyerror", "cause", "group", "args", "context", "oserror", "process"),
    )
