"""Held-out set 10: credential words in twelve languages, in their grammatical forms.

Earlier sets used each language's dictionary form ("hasło", "heslo", "jelszó", "şifre",
"пароль", ...) once or twice. Here the same words appear as a real message inflects them: Polish
and Czech genitive, instrumental and locative, Ukrainian cases, Hungarian accusative,
possessive and instrumental suffixes, Turkish possessive and case suffixes glued to the word,
Romanian enclitic articles and genitive, Greek genitive and accusative, Hebrew construct state
and prefixed articles and prepositions, Hindi and Thai word order and script (Thai without
spaces between words), Malay and Swahili possessive and noun-class forms; also a few words no
earlier set had ("nywila", "গোপন কী"). The value sometimes precedes the word, sits in the
language's own quotation marks (Polish and Czech „…“, Hungarian „…”, Greek «…», Hebrew ״…״),
or follows a native separator. Translations were written from the grammar, not copied from a
product's strings; the source column names the form.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["i18n_cases"]

ROWS = r"""
pl hasła genitive ¦ pl, hasło in the genitive (nieprawidłowego hasła) ¦ {p} ¦ Błąd logowania: użyto nieprawidłowego hasła „{t}” dla użytkownika deploy
pl hasłem instrumental ¦ pl, instrumental hasłem ¦ {p} ¦ Nie można połączyć się z bazą: próba logowania hasłem {t} odrzucona (użytkownik: raport)
pl haśle locative ¦ pl, locative haśle ¦ {p} ¦ W haśle {t} brakuje cyfry — serwer odrzucił zmianę
pl klucza genitive ¦ pl, klucz in the genitive (klucza API) ¦ {h32} ¦ Brak uprawnień dla klucza API {t} (kod 403)
pl kluczem instrumental ¦ pl, instrumental kluczem tajnym ¦ {A40} ¦ Podpisywanie żądania kluczem tajnym {t} nie powiodło się
pl tokenu genitive ¦ pl, token in the genitive (ważność tokenu) ¦ {u43} ¦ Ważność tokenu dostępu {t} wygasła 2026-12-04 o 06:00
cs hesla genitive ¦ cs, heslo in the genitive (zadání hesla) ¦ {p} ¦ Chyba: po zadání hesla „{t}“ server odpověděl 401
cs heslem instrumental ¦ cs, instrumental heslem ¦ {p} ¦ Přihlášení heslem {t} selhalo pro uživatele zaloha
cs hesle locative ¦ cs, locative hesle ¦ {p} ¦ V zadaném hesle {t} je nepovolený znak
cs klíčem instrumental ¦ cs, klíč in the instrumental (tajným klíčem) ¦ {A40} ¦ Nelze podepsat požadavek tajným klíčem {t}
cs klíče genitive ¦ cs, genitive klíče (platnost klíče) ¦ {h32} ¦ Platnost API klíče {t} vypršela
uk пароля genitive ¦ uk, пароль in the genitive (невірного пароля) ¦ {p} ¦ Помилка входу: введено невірного пароля «{t}» для користувача backup
uk паролем instrumental ¦ uk, instrumental паролем ¦ {p} ¦ Не вдалося під'єднатися до бази з паролем {t}
uk паролі locative ¦ uk, locative у паролі ¦ {p} ¦ У паролі {t} є недопустимий символ
uk ключа genitive ¦ uk, ключ in the genitive (термін дії ключа) ¦ {h32} ¦ Термін дії API-ключа {t} минув
uk ключем instrumental ¦ uk, instrumental секретним ключем ¦ {A40} ¦ Запит підписано секретним ключем {t}, але підпис не збігається
uk токена genitive ¦ uk, токен in the genitive (перевірка токена) ¦ {u43} ¦ Перевірка токена доступу {t} не пройшла: 401
hu jelszót accusative ¦ hu, jelszó in the accusative (jelszót) ¦ {p} ¦ Hiba: a megadott jelszót („{t}”) a kiszolgáló elutasította
hu jelszava possessive ¦ hu, possessive jelszava (the user's password) ¦ {p} ¦ A backup felhasználó jelszava {t} lejárt, kérjük változtassa meg
hu jelszóval instrumental ¦ hu, instrumental jelszóval ¦ {p} ¦ Sikertelen bejelentkezés {t} jelszóval (felhasználó: riport)
hu kulcsot accusative ¦ hu, kulcs in the accusative (kulcsot) ¦ {h32} ¦ Az API-kulcsot ({t}) nem ismeri fel a szolgáltatás
hu kulccsal instrumental ¦ hu, instrumental titkos kulccsal (assimilated cs+v) ¦ {A40} ¦ A kérés aláírása a titkos kulccsal nem sikerült: {t}
hu tokent accusative ¦ hu, accusative tokent ¦ {u43} ¦ A hozzáférési tokent elutasították: {t}
tr şifreniz possessive ¦ tr, şifre with the 2nd-person possessive (şifreniz) ¦ {p} ¦ Giriş başarısız: şifreniz {t} yanlış veya süresi dolmuş
tr şifreyi accusative ¦ tr, accusative şifreyi ¦ {p} ¦ Sunucu {t} şifreyi kabul etmedi (kullanıcı: yedek)
tr şifresiyle comitative ¦ tr, şifresiyle (with its password) ¦ {p} ¦ Veritabanına rapor kullanıcısı {t} şifresiyle bağlanamadı
tr parolası possessive ¦ tr, parola with the 3rd-person possessive (parolası) ¦ {p} ¦ Yönetici parolası: {t} — lütfen ilk girişte değiştirin
tr anahtarınız possessive ¦ tr, anahtar with the 2nd-person possessive (API anahtarınız) ¦ {h32} ¦ Hata 403: API anahtarınız ({t}) devre dışı bırakıldı
tr anahtarı accusative ¦ tr, gizli anahtarı ¦ {A40} ¦ İstek imzalanamadı: gizli anahtarı={t} geçersiz
tr belirteci accusative ¦ tr, belirteç (token) in the accusative, consonant mutation ç→c ¦ {u43} ¦ Erişim belirtecini yenileyin: {t} süresi doldu
ro parolei genitive ¦ ro, parolă in the genitive (verificarea parolei) ¦ {p} ¦ Eroare: verificarea parolei „{t}” a eșuat pentru utilizatorul backup
ro parola articulated ¦ ro, parola (with the enclitic article) ¦ {p} ¦ Parola introdusă {t} este greșită
ro cheia articulated ¦ ro, cheia secretă ¦ {A40} ¦ Cheia secretă {t} nu corespunde semnăturii
ro cheii genitive ¦ ro, cheie in the genitive (valabilitatea cheii) ¦ {h32} ¦ Valabilitatea cheii API {t} a expirat
ro jetonul articulated ¦ ro, jetonul de acces ¦ {u43} ¦ Jetonul de acces {t} a fost revocat
el κωδικού genitive ¦ el, κωδικός πρόσβασης in the genitive (κωδικού) ¦ {p} ¦ Σφάλμα: η επαλήθευση του κωδικού πρόσβασης «{t}» απέτυχε
el κωδικό accusative ¦ el, accusative τον κωδικό ¦ {p} ¦ Ο διακομιστής απέρριψε τον κωδικό {t} για τον χρήστη backup
el συνθηματικό ¦ el, συνθηματικό (password, formal) ¦ {p} ¦ Λανθασμένο συνθηματικό: {t}
el κλειδιού genitive ¦ el, κλειδί in the genitive (του κλειδιού API) ¦ {h32} ¦ Η ισχύς του κλειδιού API {t} έληξε
el μυστικό κλειδί ¦ el, μυστικό κλειδί (secret key) ¦ {A40} ¦ Αποτυχία υπογραφής με το μυστικό κλειδί {t}
el διακριτικό ¦ el, διακριτικό πρόσβασης (access token) ¦ {u43} ¦ Το διακριτικό πρόσβασης {t} δεν είναι έγκυρο
he סיסמת construct ¦ he, construct state סיסמת (password of) ¦ {p} ¦ שגיאה: סיסמת המשתמש backup היא {t} ואינה תקפה עוד
he הסיסמה article ¦ he, article-prefixed הסיסמה ¦ {p} ¦ הסיסמה {t} שגויה, נסה שוב
he בסיסמה preposition ¦ he, preposition-prefixed בסיסמה (with the password) ¦ {p} ¦ הכניסה בסיסמה ״{t}״ נכשלה
he סיסמתך possessive ¦ he, possessive suffix סיסמתך (your password) ¦ {p} ¦ סיסמתך: {t} — יש להחליף אותה בכניסה הבאה
he מפתח ה-API ¦ he, מפתח ה-API ¦ {h32} ¦ מפתח ה-API {t} בוטל (שגיאה 403)
he המפתח הסודי ¦ he, המפתח הסודי (the secret key) ¦ {A40} ¦ החתימה נכשלה: המפתח הסודי={t}
he אסימון ¦ he, אסימון גישה (access token) ¦ {u43} ¦ אסימון הגישה {t} פג תוקף
hi पासवर्ड postposition ¦ hi, पासवर्ड with the postposition का (verb-final order) ¦ {p} ¦ त्रुटि: उपयोगकर्ता backup का पासवर्ड {t} गलत है
hi कूटशब्द ¦ hi, कूटशब्द (formal password) ¦ {p} ¦ लॉगिन विफल — कूटशब्द {t} अस्वीकृत
hi गुप्त कुंजी ¦ hi, गुप्त कुंजी (secret key) ¦ {A40} ¦ अनुरोध पर हस्ताक्षर नहीं हो सका: गुप्त कुंजी {t} मेल नहीं खाती
hi टोकन की ¦ hi, एक्सेस टोकन की अवधि (token, genitive postposition) ¦ {u43} ¦ एक्सेस टोकन {t} की अवधि समाप्त हो गई है
hi पासकोड ¦ hi, पासकोड ¦ {d6} ¦ आपका पासकोड {t} है। इसे किसी के साथ साझा न करें।
th รหัสผ่าน no spaces ¦ th, รหัสผ่าน inside a sentence without word spaces ¦ {p} ¦ เข้าสู่ระบบไม่สำเร็จรหัสผ่าน{t}ไม่ถูกต้อง
th รหัสผ่านคือ ¦ th, รหัสผ่านคือ (the password is) ¦ {p} ¦ ผู้ใช้ backup รหัสผ่านคือ {t} กรุณาเปลี่ยนรหัสผ่านหลังเข้าสู่ระบบ
th คีย์ API ¦ th, คีย์ API ¦ {h32} ¦ ข้อผิดพลาด 403: คีย์ API {t} ถูกเพิกถอนแล้ว
th กุญแจลับ ¦ th, กุญแจลับ (secret key) ¦ {A40} ¦ ลงนามคำขอไม่สำเร็จ กุญแจลับ: {t}
th โทเค็น ¦ th, โทเค็นการเข้าถึง (access token) ¦ {u43} ¦ โทเค็นการเข้าถึง{t}หมดอายุแล้ว
ms kata laluannya ¦ ms, kata laluan with the possessive -nya ¦ {p} ¦ Log masuk gagal: kata laluannya {t} telah tamat tempoh
ms kata laluan anda ¦ ms, kata laluan anda ¦ {p} ¦ Kata laluan anda ialah {t}. Sila tukar selepas log masuk pertama.
ms kunci rahsia ¦ ms, kunci rahsia (secret key) ¦ {A40} ¦ Tandatangan permintaan gagal: kunci rahsia {t} tidak sepadan
ms token capaian ¦ ms, token capaian (access token) ¦ {u43} ¦ Token capaian {t} tidak sah atau telah dibatalkan
ms kod rahsia ¦ ms, kod rahsia (secret code) ¦ {d6} ¦ Kod rahsia anda: {t} (sah selama 5 minit)
sw nywila ¦ sw, nywila (password, Kenyan usage) ¦ {p} ¦ Hitilafu: nywila {t} si sahihi kwa mtumiaji backup
sw neno la siri ¦ sw, neno la siri (password, noun-class 5 possessive) ¦ {p} ¦ Neno lako la siri ni {t}; tafadhali libadilishe
sw nenosiri lako ¦ sw, nenosiri with possessive lako ¦ {p} ¦ Kuingia kumeshindikana: nenosiri lako {t} limeisha muda
sw ufunguo wa siri ¦ sw, ufunguo wa siri (secret key) ¦ {A40} ¦ Ombi halikusainiwa: ufunguo wa siri {t} haulingani
sw tokeni ¦ sw, tokeni ya ufikiaji (access token) ¦ {u43} ¦ Tokeni ya ufikiaji {t} imeisha muda wake
vi mật khẩu của ¦ vi, mật khẩu của (password of) ¦ {p} ¦ Lỗi đăng nhập: mật khẩu của người dùng backup ({t}) không đúng
vi khóa bí mật ¦ vi, khóa bí mật (secret key) ¦ {A40} ¦ Không thể ký yêu cầu: khóa bí mật {t} không khớp
bn পাসওয়ার্ড ¦ bn, পাসওয়ার্ড ¦ {p} ¦ লগইন ব্যর্থ: পাসওয়ার্ড {t} ভুল
bn গোপন কী ¦ bn, গোপন কী (secret key) ¦ {A40} ¦ অনুরোধ স্বাক্ষর ব্যর্থ: গোপন কী {t} মেলেনি
fi salasanalla adessive ¦ fi, salasana in the adessive (salasanalla) ¦ {p} ¦ Kirjautuminen salasanalla {t} epäonnistui
fi avaimen genitive ¦ fi, avain in the genitive (API-avaimen) ¦ {h32} ¦ API-avaimen {t} voimassaolo on päättynyt
"""


def i18n_cases(values: Values) -> list[Case]:
    return values.table("i18n", ROWS)
