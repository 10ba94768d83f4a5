"""Held-out set 72: passwords, PINs, recovery codes, passphrases, API keys and tokens named in
the twenty most spoken languages, in their formal, bureaucratic, banking and legal registers
(letters from banks and governments, password-reset mails, IT helpdesk tickets): Hindi and
Bengali (Devanagari, Bengali script), Urdu and Persian (Perso-Arabic, Nastaliq order), Arabic,
Indonesian, Russian and Ukrainian (Cyrillic), Portuguese, Spanish, French, German, Italian,
Polish, Turkish, Vietnamese, Japanese (kana and kanji), Korean (Hangul), Chinese (simplified
and traditional) and Swahili. Words as remembered; punctuation and word order each
language's own (full-width colons and brackets in Chinese and Japanese, « » in French and
Russian, „ " in German and Polish, ۔ in Urdu, ، in Arabic and Persian).
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, DIGITS, HEX, Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "ledger",
    "saffron",
    "harbor",
    "monsoon",
    "granite",
    "lantern",
    "meridian",
    "orchard",
    "quarry",
    "tundra",
    "walnut",
    "zephyr",
]


def _value(v: Values, kind: str) -> str:
    if kind == "p":
        return v.pw()
    if kind == "pin6":
        return v.gen("123456789", 1) + v.gen(DIGITS, 5)
    if kind == "pin8":
        return v.gen("123456789", 1) + v.gen(DIGITS, 7)
    if kind == "rc":
        return "-".join(v.gen(HEX, 4) for _ in range(4))
    if kind == "tok":
        return v.gen(ALNUM, 36)
    if kind == "w5":
        return " ".join(v.r.choice(_WORDS) for _ in range(5))
    raise AssertionError(kind)


ROWS = r"""
hindi bank ¦ Hindi, a bank letter: अस्थायी पासवर्ड (temporary password), as remembered ¦ p ¦ प्रिय ग्राहक, आपकी नेट बैंकिंग का अस्थायी पासवर्ड {t} है। कृपया इसे किसी के साथ साझा न करें।
hindi pin ¦ Hindi, एटीएम पिन (ATM PIN), as remembered ¦ pin6 ¦ आपके नए डेबिट कार्ड का पिन {t} है। बैंक कभी भी आपसे पिन नहीं पूछता।
bengali password ¦ Bengali, পাসওয়ার্ড (password) in a helpdesk reply, as remembered ¦ p ¦ মহোদয়, আপনার অস্থায়ী পাসওয়ার্ড হলো {t}। প্রথম লগইনের পর পরিবর্তন করুন।
bengali code ¦ Bengali, পুনরুদ্ধার কোড (recovery code), as remembered ¦ rc ¦ আপনার অ্যাকাউন্ট পুনরুদ্ধার কোড: {t}
urdu password ¦ Urdu, عارضی پاس ورڈ (temporary password), a bank notice, as remembered ¦ p ¦ محترم صارف، آپ کا عارضی پاس ورڈ {t} ہے۔ براہ کرم اسے کسی کو نہ بتائیں۔
urdu pin ¦ Urdu, پن کوڈ (PIN code), as remembered ¦ pin6 ¦ آپ کے کارڈ کا نیا پن کوڈ {t} ہے۔
persian password ¦ Persian, رمز عبور (password), an office letter, as remembered ¦ p ¦ کاربر گرامی، رمز عبور موقت شما {t} است. لطفاً پس از ورود آن را تغییر دهید.
persian pin ¦ Persian, رمز دوم (second PIN of a bank card), as remembered ¦ pin8 ¦ رمز دوم پویای شما: {t}، این رمز را در اختیار دیگران قرار ندهید.
arabic password ¦ Arabic, كلمة المرور (password), a government portal mail, as remembered ¦ p ¦ عزيزي المستخدم، كلمة المرور المؤقتة الخاصة بك هي {t}، يرجى تغييرها عند أول تسجيل دخول.
arabic api ¦ Arabic, مفتاح واجهة برمجة التطبيقات (API key), as remembered ¦ tok ¦ تم إنشاء مفتاح واجهة برمجة التطبيقات الخاص بكم: {t}
indonesian password ¦ Indonesian, kata sandi (password), a bank mail, as remembered ¦ p ¦ Nasabah yang terhormat, kata sandi sementara Anda adalah {t}. Mohon segera menggantinya.
indonesian pin ¦ Indonesian, PIN transaksi, as remembered ¦ pin6 ¦ PIN transaksi baru Anda: {t}. Jangan berikan kepada siapa pun, termasuk petugas bank.
russian password ¦ Russian, временный пароль (temporary password), a helpdesk ticket, as remembered ¦ p ¦ Уважаемый пользователь! Ваш временный пароль: «{t}». Смените его при первом входе.
russian code ¦ Russian, резервные коды (backup codes), as remembered ¦ rc ¦ Резервный код для входа в Госуслуги: {t}
ukrainian password ¦ Ukrainian, пароль (password) in a government mail, as remembered ¦ p ¦ Шановний користувачу, ваш тимчасовий пароль — {t}. Не повідомляйте його нікому.
ukrainian token ¦ Ukrainian, токен доступу (access token), as remembered ¦ tok ¦ Ваш токен доступу до API: {t}
portuguese senha ¦ European Portuguese, palavra-passe, a tax authority letter, as remembered ¦ p ¦ Exmo.(a) Senhor(a), a sua palavra-passe provisória do Portal das Finanças é {t}.
portuguese chave ¦ Portuguese, chave móvel digital, código de ativação, as remembered ¦ pin8 ¦ Código de ativação da Chave Móvel Digital: {t}. Válido por 5 minutos.
spanish contrasena ¦ Spanish (Spain), contraseña, a Seguridad Social notice, as remembered ¦ p ¦ Le informamos de que su contraseña provisional es {t}. Deberá modificarla en su primer acceso.
spanish frase ¦ Spanish, frase de recuperación de la cartera, as remembered ¦ w5 ¦ Escriba su frase de recuperación en papel y guárdela en lugar seguro: {t}
french mdp ¦ French, mot de passe provisoire, an administration letter, as remembered ¦ p ¦ Madame, Monsieur, votre mot de passe provisoire est « {t} ». Nous vous invitons à le modifier dès votre première connexion.
french code ¦ French, code confidentiel (bank card PIN), as remembered ¦ pin6 ¦ Votre code confidentiel : {t}. Ne le communiquez jamais, même à votre conseiller.
german passwort ¦ German, Initialpasswort, a bank letter, as remembered ¦ p ¦ Sehr geehrte Damen und Herren, Ihr Initialpasswort für das Online-Banking lautet „{t}". Bitte ändern Sie es umgehend.
german tan ¦ German, TAN (transaction number), as remembered ¦ pin6 ¦ Ihre TAN für die Überweisung an Stadtwerke Köln lautet {t}.
italian password ¦ Italian, password temporanea, a PEC letter, as remembered ¦ p ¦ Gentile Cliente, la Sua password temporanea è {t}. La preghiamo di modificarla al primo accesso.
italian pin ¦ Italian, codice PIN dello SPID, as remembered ¦ pin8 ¦ Il codice PIN per l'attivazione dello SPID è {t}
polish haslo ¦ Polish, hasło tymczasowe, a bank mail, as remembered ¦ p ¦ Szanowni Państwo, Państwa hasło tymczasowe to „{t}". Prosimy o jego zmianę.
polish kod ¦ Polish, kod BLIK, as remembered ¦ pin6 ¦ Twój kod BLIK: {t}. Nikomu go nie podawaj.
turkish sifre ¦ Turkish, geçici şifre, an e-Devlet mail, as remembered ¦ p ¦ Sayın Kullanıcı, geçici şifreniz {t} olarak belirlenmiştir. Lütfen ilk girişte değiştiriniz.
turkish api ¦ Turkish, API anahtarı, as remembered ¦ tok ¦ API anahtarınız oluşturuldu: {t}
vietnamese matkhau ¦ Vietnamese, mật khẩu tạm thời, a bank notice, as remembered ¦ p ¦ Kính gửi Quý khách, mật khẩu tạm thời của Quý khách là {t}. Vui lòng đổi mật khẩu sau khi đăng nhập.
vietnamese otp ¦ Vietnamese, mã OTP, as remembered ¦ pin8 ¦ Mã OTP của Quý khách là {t}. Tuyệt đối không cung cấp cho bất kỳ ai.
japanese password ¦ Japanese, 仮パスワード (temporary password), a bank mail, as remembered ¦ p ¦ お客様の仮パスワードは「{t}」です。初回ログイン時に変更してください。
japanese code ¦ Japanese, 復旧コード (recovery code), as remembered ¦ rc ¦ 復旧コード：{t}（大切に保管してください）
korean password ¦ Korean, 임시 비밀번호 (temporary password), as remembered ¦ p ¦ 고객님의 임시 비밀번호는 {t} 입니다. 로그인 후 반드시 변경해 주십시오.
korean pin ¦ Korean, 간편비밀번호 (simple PIN), as remembered ¦ pin6 ¦ 설정하신 간편비밀번호 {t} 는 타인에게 알려주지 마십시오.
chinese password ¦ Simplified Chinese, 初始密码 (initial password), a bank SMS, as remembered ¦ p ¦ 尊敬的客户：您的网银初始密码为{t}，请于首次登录后及时修改。
chinese key ¦ Traditional Chinese, API 金鑰 (API key), an IT ticket, as remembered ¦ tok ¦ 您好，您申請的 API 金鑰如下：{t}，請妥善保管。
swahili nenosiri ¦ Swahili, nenosiri (password), a bank message, as remembered ¦ p ¦ Mpendwa mteja, nenosiri lako la muda ni {t}. Tafadhali libadilishe mara moja.
swahili pin ¦ Swahili, PIN ya M-Pesa, as remembered ¦ pin6 ¦ PIN yako mpya ni {t}. Usimpe mtu yeyote PIN yako.
hindi recovery ¦ Hindi, रिकवरी कोड (recovery codes) in a helpdesk ticket, as remembered ¦ rc ¦ टिकट #48213: उपयोगकर्ता के लिए नए रिकवरी कोड जारी किए गए — {t}
hindi api ¦ Hindi, एपीआई कुंजी (API key), a government portal, as remembered ¦ tok ¦ आपकी एपीआई कुंजी: {t} (कृपया गोपनीय रखें)
bengali pin ¦ Bengali, পিন নম্বর (PIN number), a bank SMS, as remembered ¦ pin6 ¦ আপনার কার্ডের নতুন পিন নম্বর {t}। কাউকে জানাবেন না।
urdu code ¦ Urdu, بحالی کوڈ (recovery code), as remembered ¦ rc ¦ آپ کا اکاؤنٹ بحالی کوڈ یہ ہے: {t}
persian api ¦ Persian, کلید API (API key), an IT ticket, as remembered ¦ tok ¦ کلید API سامانه برای شما صادر شد: {t}
arabic pin ¦ Arabic, الرقم السري (PIN), a bank letter, as remembered ¦ pin6 ¦ الرقم السري لبطاقتكم الجديدة هو {t}، يرجى عدم مشاركته مع أي شخص.
arabic recovery ¦ Arabic, رموز الاسترداد (recovery codes), as remembered ¦ rc ¦ احتفظ برموز الاسترداد في مكان آمن: {t}
indonesian token ¦ Indonesian, token akses (access token), an IT ticket, as remembered ¦ tok ¦ Berikut token akses API untuk aplikasi Anda: {t}
russian pin ¦ Russian, ПИН-код, a bank letter, as remembered ¦ pin6 ¦ ПИН-код вашей новой карты: {t}. Никому его не сообщайте, даже сотрудникам банка.
ukrainian code ¦ Ukrainian, коди відновлення (recovery codes), Дія, as remembered ¦ rc ¦ Коди відновлення доступу: {t}
portuguese frase ¦ Portuguese, frase de recuperação (a wallet's recovery phrase), as remembered ¦ w5 ¦ A sua frase de recuperação é: {t}. Guarde-a offline.
spanish pin ¦ Spanish, PIN de la Cl@ve, as remembered ¦ pin6 ¦ Su PIN de Cl@ve es {t}, válido durante 10 minutos.
french api ¦ French, clé d'API (API key), a ministry portal mail, as remembered ¦ tok ¦ Votre clé d'API pour l'accès au service a été générée : {t}
german wiederherstellung ¦ German, Wiederherstellungscodes (recovery codes), as remembered ¦ rc ¦ Ihre Wiederherstellungscodes lauten: {t} — bitte sicher aufbewahren.
italian frase ¦ Italian, frase di recupero (recovery phrase), as remembered ¦ w5 ¦ La Sua frase di recupero è: {t}. Non condividerla con nessuno.
polish token ¦ Polish, token API, an IT ticket, as remembered ¦ tok ¦ Zgłoszenie nr 22871: wygenerowano nowy token API: {t}
turkish pin ¦ Turkish, şifre (bank card PIN), as remembered ¦ pin6 ¦ Yeni kartınızın şifresi {t}. Lütfen kimseyle paylaşmayınız.
vietnamese khoa ¦ Vietnamese, khóa API (API key), as remembered ¦ tok ¦ Khóa API của Quý khách: {t}
japanese pin ¦ Japanese, 暗証番号 (PIN), a bank letter, as remembered ¦ pin6 ¦ キャッシュカードの暗証番号は{t}です。他人に教えないでください。
korean code ¦ Korean, 복구 코드 (recovery codes), as remembered ¦ rc ¦ 계정 복구 코드: {t} (안전한 곳에 보관하십시오)
chinese pin ¦ Simplified Chinese, 交易密码 (transaction PIN), as remembered ¦ pin6 ¦ 【某银行】您的交易密码已重置为{t}，请勿泄露。
swahili code ¦ Swahili, misimbo ya kurejesha (recovery codes), as remembered ¦ rc ¦ Misimbo yako ya kurejesha akaunti: {t}
swahili ufunguo ¦ Swahili, ufunguo wa API (API key), as remembered ¦ tok ¦ Ufunguo wako wa API ni {t}. Usiushiriki na mtu yeyote.
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        _value,
        ("runtime", "note", "cause", "keyerror", "args", "group", "context", "oserror", "process"),
    )
