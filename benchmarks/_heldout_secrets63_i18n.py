"""Held-out set 63: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the languages of Eastern Europe and the Turkic world, in Latin and Cyrillic and their
transliterations.

Languages: Polish, Czech, Slovak, Slovene, Croatian, Bosnian, Serbian (Cyrillic and Latin),
Montenegrin, Macedonian, Bulgarian, Ukrainian, Belarusian (Cyrillic and Łacinka), Russian
(and a Volapuk-style transliteration), Rusyn, Lithuanian, Latvian, Latgalian, Hungarian,
Romanian (and Moldovan in Cyrillic), Turkish, Azerbaijani (Latin and Cyrillic), Kazakh
(Cyrillic and the 2021 Latin), Uzbek (Latin and Cyrillic), Karakalpak, Tatar (Cyrillic and
Zamanälif Latin), Bashkir, Chuvash, Kyrgyz, Turkmen, Crimean Tatar (Latin and Cyrillic) and
Gagauz. Earlier sets did use many of these languages' common words for a password (``hasło``,
``heslo``, ``geslo``, ``lozinka``, ``пароль``, ``jelszó``, ``parolă``, ``şifre``, ``şifrə``,
``slaptažodis``, ``parole``, ``сырсөз``, ``серсүз`` each matched earlier files); there is no
other word for a password in these languages, so they are used again in other phrasings,
beside words for recovery codes, backup codes, API keys, access tokens, secret phrases and
PINs. The words and their grammar are as remembered, not checked against a localized
sign-in page. Scripts: Latin (with Polish, Czech, Baltic, Hungarian, Romanian and Turkic
diacritics) and Cyrillic (with Ukrainian, Belarusian, Serbian, Macedonian and Kazakh, Tatar,
Bashkir and Kyrgyz letters).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "amber",
    "bison",
    "birch",
    "dombra",
    "falcon",
    "linden",
    "mare",
    "paprika",
    "poppy",
    "saiga",
    "steppe",
    "tulip",
    "vltava",
    "yurt",
]

ROWS = r"""
polish kody ¦ Polish, kody odzyskiwania (recovery codes) ¦ gh ¦ Zapisz swoje kody odzyskiwania w bezpiecznym miejscu: {t}
polish klucz ¦ Polish, klucz API (API key) ¦ tok ¦ Twój nowy klucz API: {t} — nie udostępniaj go nikomu.
polish pin ¦ Polish, kod PIN karty ¦ pin6 ¦ Kod PIN do Twojej karty to {t}. Nie zapisuj go na karcie.
czech obnovovaci ¦ Czech, obnovovací kód ¦ ms ¦ Váš obnovovací kód je {t}. Uschovejte si ho.
czech heslo ¦ Czech, dočasné heslo ¦ p ¦ Dočasné heslo k účtu: {t} (platí 24 hodin)
slovak token ¦ Slovak, prístupový token ¦ b64 ¦ Váš prístupový token: {t}
slovene geslo ¦ Slovene, novo geslo ¦ p ¦ Vaše novo geslo je {t}. Ob prvi prijavi ga zamenjajte.
croatian kljuc ¦ Croatian, API ključ ¦ tok ¦ Vaš API ključ glasi: {t}
bosnian sifra ¦ Bosnian, šifra (colloquial password) ¦ p ¦ Šifra za wifi u kancelariji je {t}, nemoj je nikom davat.
serbian cyrillic ¦ Serbian in Cyrillic, лозинка за пријаву ¦ p ¦ Ваша привремена лозинка за пријаву је {t}
serbian latin kod ¦ Serbian in Latin, kod za oporavak ¦ google ¦ Kodovi za oporavak naloga: {t}
montenegrin pin ¦ Montenegrin, PIN kod ¦ pin8 ¦ Vaš PIN kod za e-bankarstvo je {t}.
macedonian klucz ¦ Macedonian, таен клуч (secret key) ¦ tok ¦ Вашиот таен клуч е {t}
bulgarian parola ¦ Bulgarian, еднократна парола ¦ pin6 ¦ Вашата еднократна парола е {t}. Не я споделяйте.
bulgarian kod ¦ Bulgarian, код за възстановяване ¦ ms ¦ Код за възстановяване на профила: {t}
ukrainian kod ¦ Ukrainian, код відновлення ¦ gh ¦ Збережіть коди відновлення: {t}
ukrainian kliuch ¦ Ukrainian, ключ API ¦ tok ¦ Ваш ключ API: {t}. Не передавайте його третім особам.
ukrainian fraza ¦ Ukrainian, секретна фраза гаманця ¦ w6 ¦ Секретна фраза вашого гаманця: {t}
belarusian cyrillic ¦ Belarusian in Cyrillic, код аднаўлення ¦ ms ¦ Ваш код аднаўлення: {t}
belarusian lacinka ¦ Belarusian in Łacinka, parol ¦ p ¦ Vaš novy parol: {t}. Nikomu jaho nie pieradavajcie.
russian fraza ¦ Russian, секретная фраза ¦ w5 ¦ Запишите секретную фразу и храните её офлайн: {t}
russian token ¦ Russian, токен доступа ¦ b64 ¦ Токен доступа к API: {t} (действует 30 дней)
russian translit ¦ Russian transliterated in Latin (Volapuk-style), parol' ¦ p ¦ Tvoj novyj parol' {t}, ne govori nikomu
rusyn parol ¦ Rusyn (Carpathian), новый пароль ¦ p ¦ Твій новый пароль є {t}
lithuanian kodas ¦ Lithuanian, atkūrimo kodas ¦ google ¦ Jūsų paskyros atkūrimo kodai: {t}
lithuanian slapta ¦ Lithuanian, laikinas slaptažodis ¦ p ¦ Laikinas slaptažodis: {t}. Pakeiskite jį prisijungę.
latvian parole ¦ Latvian, vienreizējā parole ¦ pin8 ¦ Jūsu vienreizējā parole ir {t}
latvian atslega ¦ Latvian, API atslēga ¦ tok ¦ Jūsu API atslēga: {t}
latgalian parole ¦ Latgalian, jauna parole ¦ p ¦ Jiusu jaunuo parole: {t}
hungarian helyreallitasi ¦ Hungarian, helyreállítási kódok ¦ gh ¦ A helyreállítási kódjaid: {t}
hungarian kulcs ¦ Hungarian, API-kulcs ¦ tok ¦ Az új API-kulcsod: {t} — ne oszd meg senkivel!
hungarian pin ¦ Hungarian, PIN-kód ¦ pin6 ¦ A kártyád PIN-kódja: {t}
romanian cod ¦ Romanian, cod de recuperare ¦ ms ¦ Codul tău de recuperare este {t}. Păstrează-l în siguranță.
romanian cheie ¦ Romanian, cheie API ¦ tok ¦ Cheia ta API: {t}
moldovan cyrillic ¦ Moldovan in Cyrillic, паролэ ¦ p ¦ Паролэ ноуэ: {t}
turkish kurtarma ¦ Turkish, kurtarma kodları ¦ google ¦ Hesap kurtarma kodlarınız: {t}
turkish anahtar ¦ Turkish, API anahtarı ¦ tok ¦ Yeni API anahtarınız: {t} — kimseyle paylaşmayın.
turkish parola ¦ Turkish, tek kullanımlık parola ¦ pin6 ¦ Tek kullanımlık parolanız {t}. Bu kodu kimseyle paylaşmayınız.
azerbaijani latin ¦ Azerbaijani in Latin, bərpa kodu ¦ ms ¦ Hesabınızın bərpa kodu: {t}
azerbaijani cyrillic ¦ Azerbaijani in Cyrillic, шифрә ¦ p ¦ Сизин јени шифрәниз: {t}
kazakh cyrillic ¦ Kazakh in Cyrillic, құпиясөз ¦ p ¦ Сіздің уақытша құпиясөзіңіз: {t}
kazakh kod ¦ Kazakh in Cyrillic, қалпына келтіру коды ¦ gh ¦ Қалпына келтіру кодтарыңыз: {t}
kazakh latin ¦ Kazakh in the 2021 Latin, qūpiasöz ¦ p ¦ Sızdıñ jaña qūpiasözıñız: {t}
uzbek latin ¦ Uzbek in Latin, tiklash kodi ¦ ms ¦ Hisobni tiklash kodi: {t}
uzbek parol ¦ Uzbek in Latin, vaqtinchalik parol ¦ p ¦ Sizning vaqtinchalik parolingiz: {t}
uzbek cyrillic ¦ Uzbek in Cyrillic, махфий калит (secret key) ¦ tok ¦ Сизнинг махфий калитингиз: {t}
karakalpak parol ¦ Karakalpak, jańa parol ¦ p ¦ Sizdiń jańa parolińiz: {t}
tatar cyrillic ¦ Tatar in Cyrillic, яңа серсүз ¦ p ¦ Сезнең яңа серсүзегез: {t}
tatar latin ¦ Tatar in Zamanälif Latin, kire qaytaru kodı ¦ gh ¦ Kire qaytaru kodları: {t}
bashkir parol ¦ Bashkir, пароль (with Bashkir letters around it) ¦ p ¦ Һеҙҙең яңы паролегеҙ: {t}
chuvash parol ¦ Chuvash, çĕнĕ пароль ¦ p ¦ Сирĕн çĕнĕ пароль: {t}
kyrgyz kod ¦ Kyrgyz, калыбына келтирүү коду ¦ ms ¦ Калыбына келтирүү кодуңуз: {t}
kyrgyz pin ¦ Kyrgyz, PIN-код ¦ pin6 ¦ Картаңыздын PIN-коду: {t}
turkmen acar ¦ Turkmen, açar söz (password) ¦ p ¦ Siziň täze açar sözüňiz: {t}
turkmen kod ¦ Turkmen, dikeltmek kody ¦ google ¦ Hasaby dikeltmek kodlary: {t}
crimean tatar latin ¦ Crimean Tatar in Latin, yañı parol ¦ p ¦ Sizniñ yañı parolüñiz: {t}
crimean tatar cyrillic ¦ Crimean Tatar in Cyrillic, янъы пароль ¦ p ¦ Сизнинъ янъы паролинъиз: {t}
gagauz parol ¦ Gagauz, eni parol ¦ p ¦ Sizin eni parolunuz: {t}
polish fraza ¦ Polish, fraza odzyskiwania portfela ¦ w4 ¦ Twoja fraza odzyskiwania: {t}
czech token ¦ Czech, přístupový token ¦ tok ¦ Přístupový token pro API: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("runtime", "note", "cause", "keyerror", "args", "group", "oserror", "context"),
    )
