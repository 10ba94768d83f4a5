"""Held-out set 12: credential words in forms and word orders earlier sets did not use.

Earlier sets gave Polish, Czech, Ukrainian, Hindi, Swahili, Thai, Turkish, Hebrew, Finnish,
Hungarian, Greek and others mostly the dictionary form of "password" (grepped: ``hasłem``,
``heslem``, ``паролем``, ``jelszó``, ``salasana``... are taken). Here the same languages bring
other credential nouns (access token, secret key, signing key, PIN, recovery phrase, app
password), other cases (genitive, dative, locative, possessive suffixes, construct state),
compounds, the value before its noun, values inside native quotes, and languages no earlier
set had at all (Igbo, Malagasy, Kinyarwanda, Scottish Gaelic, Faroese, Turkmen, Bosnian,
Romansh, Maltese, Luxembourgish in the plural, Frisian, Quechua, Guarani, Kurdish Sorani,
Dhivehi, Tibetan, Odia, Assamese, Sindhi, Kyrgyz, Tajik in Latin transliteration, Chichewa).
Translations were written from the grammar, not copied from a product; the source column
names the form used.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["i18n_cases"]

ROWS = r"""
pl tokenu dostępu genitive ¦ pl, genitive "tokenu dostępu" with the value after a dash ¦ {u43} ¦ Błąd 401: brak ważnego tokenu dostępu – otrzymano {t}, który wygasł wczoraj
pl kluczem prywatnym instrumental ¦ pl, instrumental "kluczem prywatnym" ¦ {h64} ¦ Nie udało się podpisać transakcji kluczem prywatnym {t}: niezgodny adres portfela
pl hasłu dative in „…” ¦ pl, dative "hasłu" with Polish quotes ¦ {p} ¦ Serwer nie ufa podanemu hasłu „{t}” – konto zablokowane na 15 minut
cs přístupovým klíčem ¦ cs, instrumental "přístupovým klíčem" ¦ {A40} ¦ Požadavek s přístupovým klíčem {t} byl zamítnut (chyba 403)
cs tajného klíče genitive ¦ cs, genitive "tajného klíče" in „…“ ¦ {A32} ¦ Ověření podpisu selhalo kvůli neplatnosti tajného klíče „{t}“
uk токен доступу ¦ uk, "токен доступу" (access token) ¦ {u43} ¦ Помилка: токен доступу {t} недійсний або прострочений
uk секретного ключа genitive ¦ uk, genitive "секретного ключа" in «…» ¦ {A40} ¦ Не вдалося перевірити підпис: значення секретного ключа «{t}» не збігається
uk паролі locative ¦ uk, locative "у паролі" with the value before the verb ¦ {p} ¦ У паролі {t} є недозволені символи, спробуйте інший
hi गुप्त टोकन ¦ hi, "एपीआई टोकन" with postposition "का" ¦ {u40} ¦ त्रुटि: एपीआई टोकन {t} का समय समाप्त हो गया है।
hi पिन ¦ hi, "पिन" (PIN) with the value in quotes before "गलत है" ¦ {d8} ¦ आपके द्वारा दर्ज किया गया पिन "{t}" गलत है, 2 प्रयास शेष
sw ufunguo wa ufikiaji ¦ sw, "ufunguo wa ufikiaji" (access key) ¦ {A40} ¦ Hitilafu: ufunguo wa ufikiaji {t} umekataliwa na seva
sw nenosiri la programu ¦ sw, "nenosiri la programu" (app password) ¦ {a16} ¦ Imeshindwa kuingia: nenosiri la programu {t} si sahihi
th คีย์ลับ ¦ th, "คีย์ลับ" (secret key) with no spaces around the value ¦ {h40} ¦ ไม่สามารถยืนยันลายเซ็นได้เนื่องจากคีย์ลับ{t}ไม่ถูกต้อง
th รหัสผ่านของผู้ใช้ ¦ th, "รหัสผ่านของผู้ใช้" (the user's password) with a colon ¦ {p} ¦ เข้าสู่ระบบล้มเหลว รหัสผ่านของผู้ใช้ deploy: {t} ไม่ถูกต้อง
th โทเค็นการเข้าถึง ¦ th, "โทเค็นการเข้าถึง" (access token) ¦ {u43} ¦ โทเค็นการเข้าถึง {t} หมดอายุแล้ว กรุณาเข้าสู่ระบบใหม่
tr erişim anahtarınız ¦ tr, possessive "erişim anahtarınız" ¦ {A40} ¦ İstek reddedildi: erişim anahtarınız ({t}) geçersiz veya süresi dolmuş
tr şifresiyle instrumental ¦ tr, "şifresiyle" (with its password) ¦ {p} ¦ Kullanıcı yedek, {t} şifresiyle giriş yapamadı
he אסימון הגישה ¦ he, construct "אסימון הגישה" (the access token) ¦ {u43} ¦ שגיאה: אסימון הגישה {t} פג תוקף
he המפתח הסודי שלך ¦ he, "המפתח הסודי שלך" (your secret key) with RLM marks ¦ {A32} ¦ ‏המפתח הסודי שלך ‎{t}‎ אינו תקין‏
ro cheia de acces ¦ ro, "cheia de acces" with "este invalidă" ¦ {A40} ¦ Eroare: cheia de acces {t} este invalidă sau a expirat
ro parolei genitive ¦ ro, genitive "parolei" ¦ {p} ¦ Verificarea parolei „{t}” a eșuat pentru utilizatorul admin
hu titkos kulcs ¦ hu, "titkos kulcs" with suffix -ot on a quoted value ¦ {A40} ¦ A szerver elutasította a(z) „{t}” titkos kulcsot
hu jelszavad possessive ¦ hu, possessive "jelszavad" (your password) ¦ {p} ¦ Hibás a jelszavad: {t} – próbáld újra
el κλειδί API ¦ el, "κλειδί API" in «…» ¦ {A32} ¦ Σφάλμα 401: το κλειδί API «{t}» δεν είναι έγκυρο
el συνθηματικό ¦ el, "συνθηματικό" (passphrase) ¦ {p} ¦ Λάθος συνθηματικό {t} για το αρχείο κλειδιού
fi salaisella avaimella ¦ fi, adessive "salaisella avaimella" ¦ {h40} ¦ Allekirjoitus salaisella avaimella {t} epäonnistui
fi käyttöoikeustunnus ¦ fi, compound "käyttöoikeustunnus" (access token) ¦ {u43} ¦ Käyttöoikeustunnus {t} on vanhentunut
nl geheime sleutel van ¦ nl, "de geheime sleutel van de app" ¦ {A40} ¦ Handtekening ongeldig: de geheime sleutel van de app is {t} maar de server verwacht een andere
da adgangsnøglen definite ¦ da, definite "adgangsnøglen" (the access key) ¦ {A40} ¦ Fejl: adgangsnøglen {t} er ugyldig
nb passordet ditt ¦ nb, "passordet ditt" with the value after "er" ¦ {p} ¦ Innlogging mislyktes fordi passordet ditt er {t}, som er utløpt
ms kunci rahsia ¦ ms, "kunci rahsia" (secret key) ¦ {h40} ¦ Ralat: kunci rahsia {t} tidak sah
it la chiave segreta dell ¦ it, "la chiave segreta dell'app" ¦ {A40} ¦ Firma non valida: la chiave segreta dell'app ({t}) non corrisponde
pt chave secreta ¦ pt, "chave secreta" (pt-PT) ¦ {A40} ¦ Assinatura inválida: a chave secreta {t} não corresponde à do servidor
pt senha de app ¦ pt-BR, "senha de app" ¦ {a16} ¦ Falha no SMTP: a senha de app {t} foi revogada pelo Google Workspace
es contraseña de aplicación ¦ es, "contraseña de aplicación" with ¿? framing ¦ {a16} ¦ ¿Seguro que la contraseña de aplicación «{t}» sigue activa? El servidor IMAP responde NO [AUTHENTICATIONFAILED]
fr jeton d'accès élision ¦ fr, elided "jeton d'accès" ¦ {u43} ¦ Échec : le jeton d'accès {t} a expiré ; reconnectez-vous
de Zugangsschlüssel compound ¦ de, compound "Zugangsschlüssel" ¦ {A40} ¦ Anfrage abgelehnt, weil der Zugangsschlüssel {t} gesperrt wurde
ru токеном доступа instrumental ¦ ru, instrumental "с токеном доступа" ¦ {u43} ¦ Запрос с токеном доступа {t} отклонён: истёк срок действия
ig okwuntughe ¦ ig, "okwuntughe gị" (your password) ¦ {p} ¦ Okwuntughe gị {t} ezighi ezi, biko nwaa ọzọ
mg tenimiafina ¦ mg, "tenimiafina" (password) ¦ {p} ¦ Diso ny tenimiafina {t} nampidirinao
rw ijambobanga ¦ rw, "ijambobanga" (password) ¦ {p} ¦ Ijambobanga {t} ntabwo ari ryo, ongera ugerageze
gd facal-faire ¦ gd, "am facal-faire" (the password) ¦ {p} ¦ Chan eil am facal-faire {t} ceart
fo loyniorð ¦ fo, "loyniorðið" (definite) ¦ {p} ¦ Skeivt loyniorðið: {t}
tk açar sözi ¦ tk, "açar sözi" (password) ¦ {p} ¦ Nädogry açar sözi: {t}, gaýtadan synanyşyň
bs šifra ¦ bs, "šifra" (password) with "je pogrešna" ¦ {p} ¦ Prijava neuspješna: šifra {t} je pogrešna
mt il-password ¦ mt, "il-password" with the article ¦ {p} ¦ Il-password {t} mhix korretta
lb Passwierder plural ¦ lb, "Passwuert" in a plural sentence with two values ¦ {p} ¦ Déi zwee Passwierder stëmmen net iwwereneen: {t} an eppes anescht
fy wachtwurd ¦ fy, "wachtwurd" (password) ¦ {p} ¦ It wachtwurd {t} is net goed
qu yaykuna pacha ¦ qu, "yaykuna simi" (password) ¦ {p} ¦ Yaykuna simi {t} mana allinchu
gn ñe'ẽñemi ¦ gn, "ñe'ẽñemi" (password) ¦ {p} ¦ Ñe'ẽñemi {t} ndoikói
ckb وشەی نهێنی ¦ ckb, "وشەی نهێنی" (password) ¦ {p} ¦ هەڵە: وشەی نهێنی {t} هەڵەیە
dv ޕާސްވޯޑް ¦ dv, "ޕާސްވޯޑް" (password), Thaana script ¦ {p} ¦ ޕާސްވޯޑް {t} ރަނގަޅެއް ނޫން
bo གསང་ཨང་ ¦ bo, "གསང་ཨང་" (password), Tibetan with tsheg ¦ {p} ¦ གསང་ཨང་ {t} ནོར་འདུག།
or ପାସୱାର୍ଡ ¦ or, "ପାସୱାର୍ଡ" (password) ¦ {p} ¦ ତ୍ରୁଟି: ପାସୱାର୍ଡ {t} ଭୁଲ ଅଛି
as গুপ্তশব্দ ¦ as, "গুপ্তশব্দ" (password) ¦ {p} ¦ ভুল গুপ্তশব্দ {t}, পুনৰ চেষ্টা কৰক
sd ڳجھو لفظ ¦ sd, "ڳجھو لفظ" (password) ¦ {p} ¦ غلط ڳجھو لفظ: {t}
ky сыр сөзүңүз ¦ ky, possessive "сыр сөзүңүз" ¦ {p} ¦ Сиздин сыр сөзүңүз {t} туура эмес
ny mawu achinsinsi ¦ ny, "mawu achinsinsi" (password) ¦ {p} ¦ Mawu achinsinsi {t} sali olondola
rm pled-clav ¦ rm, "pled-clav" (password) ¦ {p} ¦ Il pled-clav {t} n'è betg correct
"""


def i18n_cases(values: Values) -> list[Case]:
    return values.table("i18n", ROWS)
