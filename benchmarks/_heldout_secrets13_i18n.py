"""Held-out set 13: credential words as people write them in error text, in many languages.

Earlier sets took most dictionary forms and many inflections (grepped before writing each row:
``hasłem``, ``hasłu``, ``heslem``, ``паролем``, ``tokenu dostępu``, ``mật khẩu``, ``kata sandi``
... are taken). Here: verbs around the value ("was changed to", "enter", "reset to"), the
value named by a pronoun or a relative clause, plural and diminutive forms, abbreviations
people type (``pw``, ``pwd``, ``mk``, ``kt``), English loanwords inflected by the host grammar
(``tokenem``, ``tokenin``, ``tokena``, ``Tokens``), mixed scripts, and sentence orders where the
value comes first. Vietnamese, Indonesian, Polish, Czech, Ukrainian, Hindi, Bengali, Persian,
Swahili, Thai, Turkish, Hebrew, and the commonest languages in forms earlier sets did not
write. Translations were written from the grammar; the source column names the form.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["i18n_cases"]

ROWS = r"""
vi mk abbreviation ¦ vi, "mk" (mật khẩu typed short) after "đổi" ¦ {p} ¦ Lỗi đồng bộ: tài khoản kế toán đã đổi mk thành {t} nhưng máy chủ vẫn dùng mk cũ
vi khóa bí mật ¦ vi, "khóa bí mật" (secret key) with "là" ¦ {A40} ¦ Không thể ký yêu cầu: khóa bí mật là {t} nhưng chữ ký không khớp
vi mã truy cập ¦ vi, "mã truy cập" (access code/token) in parentheses ¦ {u43} ¦ Phiên đăng nhập hết hạn (mã truy cập {t}), vui lòng đăng nhập lại
vi mã OTP ¦ vi, "mã OTP" value before the noun phrase ¦ {d6} ¦ Giao dịch bị từ chối: {t} là mã OTP không hợp lệ cho số điện thoại 0912xxxxxx
id kunci rahasia nya ¦ id, "kunci rahasianya" (its secret key) with -nya ¦ {A40} ¦ Gagal memverifikasi webhook karena kunci rahasianya {t} sudah dicabut
id sandi lewat ¦ id, "sandi" in "masuk dengan sandi" ¦ {p} ¦ Pengguna admin tidak bisa masuk dengan sandi {t} setelah reset
id token akses ¦ id, "token akses" with "berikut" ¦ {u43} ¦ Permintaan ditolak. Token akses berikut tidak berlaku lagi: {t}
pl hasełko diminutive ¦ pl, diminutive "hasełko" in informal text ¦ {p} ¦ Nie działa, hasełko to {t}, a serwer mówi że złe
pl tokenem loanword ¦ pl, loanword "tokenem" (instrumental) ¦ {A40} ¦ Nie można się uwierzytelnić tokenem {t} – wygasł 3 dni temu
pl zmieniono hasło na ¦ pl, "zmieniono hasło na" (password was changed to) ¦ {p} ¦ Uwaga: zmieniono hasło na {t}, stare sesje zostały wylogowane
cs tokenem ¦ cs, loanword "tokenem" (instrumental) in „…“ ¦ {u43} ¦ Přihlášení tokenem „{t}“ selhalo: platnost vypršela
cs heslo bylo ¦ cs, "nové heslo je" with colon-less order ¦ {p} ¦ Účet byl obnoven, nové heslo je {t} a platí 24 hodin
cs klíče API plural ¦ cs, plural genitive "klíčů API" in a list ¦ {A32} ¦ Žádný z klíčů API ({t}, ostatní zrušené) nemá oprávnění k zápisu
uk токеном ¦ uk, "токеном" (instrumental) ¦ {u43} ¦ Не вдалося автентифікуватися токеном {t}: сесію завершено
uk змінено на ¦ uk, "пароль змінено на" ¦ {p} ¦ Увага: пароль змінено на {t}, повідомте команду
uk ключик diminutive ¦ uk, "ключ API" after a dash with a relative clause ¦ {A40} ¦ Ключ API, який ви передали — {t} — не має доступу до цього проєкту
hi पासवर्ड बदलकर ¦ hi, "पासवर्ड बदलकर … कर दिया" (changed the password to) ¦ {p} ¦ सुरक्षा कारणों से आपका पासवर्ड बदलकर {t} कर दिया गया है
hi गुप्त कुंजी ¦ hi, "गुप्त कुंजी" (secret key) with "है" at the end ¦ {A40} ¦ वेबहुक सत्यापन विफल: उपयोग की गई गुप्त कुंजी {t} अमान्य है
hi romanized ¦ hi in Latin script (Hinglish), "password hai" ¦ {p} ¦ bhai server pe login nahi ho raha, password {t} hai, check karo
bn গোপন চাবি ¦ bn, "গোপন চাবি" (secret key) ¦ {A40} ¦ স্বাক্ষর যাচাই ব্যর্থ: গোপন চাবি {t} সঠিক নয়
bn অ্যাক্সেস টোকেন ¦ bn, "অ্যাক্সেস টোকেন" (access token) with "টির" ¦ {u43} ¦ অ্যাক্সেস টোকেন {t} এর মেয়াদ শেষ হয়ে গেছে
bn পিন নম্বর ¦ bn, "পিন নম্বর" (PIN) ¦ {d6} ¦ ভুল পিন নম্বর {t} দেওয়া হয়েছে, আর ২ বার চেষ্টা করতে পারবেন
fa کلید مخفی ¦ fa, "کلید مخفی" (secret key) RTL with Latin value ¦ {A40} ¦ خطا: کلید مخفی {t} معتبر نیست
fa گذرواژه ¦ fa, "گذرواژه" (password, Persian academy word) ¦ {p} ¦ ورود ناموفق بود؛ گذرواژهٔ وارد شده ({t}) اشتباه است
fa توکن دسترسی ¦ fa, "توکن دسترسی" (access token) ¦ {u43} ¦ توکن دسترسی {t} منقضی شده است، دوباره وارد شوید
sw nywila yako ni ¦ sw, "nenosiri lako ni" (your password is) ¦ {p} ¦ Akaunti imefunguliwa upya. Nenosiri lako jipya ni {t}
sw tokeni ¦ sw, loanword "tokeni ya ufikiaji" ¦ {u43} ¦ Tokeni ya ufikiaji {t} imeisha muda wake
th รหัส ¦ th, short "รหัส" (code/password) with "คือ" ¦ {p} ¦ รหัสเข้าระบบคือ {t} กรุณาเปลี่ยนหลังเข้าใช้งานครั้งแรก
th โทเคน spelling ¦ th, the spelling "โทเคน" with no space before the value ¦ {A40} ¦ ยืนยันตัวตนไม่สำเร็จ โทเคน:{t} ไม่ถูกต้อง
tr tokeni accusative ¦ tr, loanword "tokeni" (accusative) ¦ {u43} ¦ Sunucu {t} tokenini reddetti: süresi dolmuş
tr parolanız ¦ tr, "parolanız … olarak değiştirildi" ¦ {p} ¦ Parolanız {t} olarak değiştirildi; eski oturumlar kapatıldı
tr gizli anahtarı ¦ tr, "gizli anahtarı" (accusative) after the value ¦ {A40} ¦ İmza doğrulanamadı, {t} gizli anahtarı bu uygulamaya ait değil
he הסיסמה החדשה ¦ he, "הסיסמה החדשה היא" (the new password is) ¦ {p} ¦ החשבון שוחזר. הסיסמה החדשה היא {t}
he מפתח API ¦ he, "מפתח ה-API" with Hebrew prefix on a Latin loan ¦ {A32} ¦ הבקשה נדחתה: מפתח ה-API ‏{t}‏ אינו תקף
de Passwort lautet ¦ de, "Ihr Passwort lautet" ¦ {p} ¦ Konto entsperrt. Ihr vorläufiges Passwort lautet {t} und muss beim ersten Login geändert werden
de Zugangsschlüssels genitive ¦ de, genitive "des Zugangsschlüssels" ¦ {A40} ¦ Die Gültigkeit des Zugangsschlüssels {t} ist abgelaufen
de Kennwort Kompositum ¦ de, compound "Datenbankkennwort" ¦ {p} ¦ Verbindung fehlgeschlagen: Datenbankkennwort {t} wurde vom Server abgelehnt
fr mot de passe est ¦ fr, "votre mot de passe provisoire est" ¦ {p} ¦ Compte réinitialisé : votre mot de passe provisoire est {t}
fr clé secrète élision ¦ fr, "la clé secrète d'API" with élision and guillemets ¦ {A40} ¦ Échec de la signature : la clé secrète d'API « {t} » n'est plus valide
fr jeton ¦ fr, "le jeton d'accès" ¦ {u43} ¦ Le jeton d'accès {t} a expiré ; reconnectez-vous
es contraseña es ¦ es, "tu nueva contraseña es" ¦ {p} ¦ Listo, tu nueva contraseña es {t} (cámbiala al entrar)
es clave secreta ¦ es, "la clave secreta" with «…» ¦ {A40} ¦ No se pudo firmar la petición con la clave secreta «{t}»
pt senha foi alterada ¦ pt-BR, "sua senha foi alterada para" ¦ {p} ¦ Atenção: sua senha foi alterada para {t}. Se não foi você, contate o suporte
pt chave de acesso ¦ pt, "chave de acesso" ¦ {A40} ¦ Falha na autenticação: chave de acesso {t} revogada
it password è ¦ it, "la password è" ¦ {p} ¦ Accesso negato per l'utente backup, la password è {t} ma risulta scaduta
it chiave segreta ¦ it, "chiave segreta" ¦ {A40} ¦ Firma non valida: chiave segreta {t} non riconosciuta
ru пароль изменён на ¦ ru, "пароль изменён на" ¦ {p} ¦ Внимание: пароль изменён на {t}, старые сессии закрыты
ru токена genitive ¦ ru, genitive "токена доступа" ¦ {u43} ¦ Срок действия токена доступа {t} истёк
ja パスワードは ¦ ja, "パスワードは…です" ¦ {p} ¦ 初期パスワードは{t}です。ログイン後に変更してください。
ja アクセストークン ¦ ja, "アクセストークン「…」" with corner brackets ¦ {u43} ¦ アクセストークン「{t}」の有効期限が切れています
zh 密码为 ¦ zh, "密码为" with fullwidth colon absent ¦ {p} ¦ 账号已重置，临时密码为{t}，请尽快修改
zh 密钥 ¦ zh, "密钥" with fullwidth parentheses ¦ {A40} ¦ 签名校验失败（密钥：{t}）
ko 비밀번호는 ¦ ko, "비밀번호는 … 입니다" ¦ {p} ¦ 임시 비밀번호는 {t} 입니다. 로그인 후 변경하세요.
ko 액세스 토큰 ¦ ko, "액세스 토큰이" with subject particle ¦ {u43} ¦ 액세스 토큰이 만료되었습니다: {t}
ar كلمة السر ¦ ar, "كلمة السر" (another word for password) ¦ {p} ¦ فشل تسجيل الدخول: كلمة السر {t} غير صحيحة
ar المفتاح السري ¦ ar, "المفتاح السري" (the secret key) ¦ {A40} ¦ تعذر التحقق من التوقيع باستخدام المفتاح السري {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return v.table("i18n", ROWS, "cause")
