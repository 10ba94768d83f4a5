"""Held-out set 45: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the languages of Southeast Europe, the Baltics and the Caucasus and their minority
languages (this helper's share).

Eighteen languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; Aromanian, Latgalian, Võro,
Livonian, Samogitian, Mingrelian, Svan, Laz, Abkhaz, Ossetian, Chechen, Ingush, Avar,
Lezgian, Kabardian, Adyghe, Udmurt, Mari, Erzya, Gagauz, Arbëresh, Crimean Tatar and Ladino
did, and are used again beside them): Megleno-Romanian, Moldovan (in Cyrillic), Banat
Bulgarian, Pomak, Torlakian, Kajkavian, Chakavian, Burgenland Croatian, Molise Slavic,
Prekmurian, Csángó, Hemshin, Tabasaran, Rutul, Tsakhur, Agul, Khinalug and Bats (Tsova-Tush).
The words of the well-documented languages are the ones their localized sign-in pages use
(parolă, парола, лозинка, zaporka, geslo, šifra, fjalëkalimi, κωδικός, şifre, პაროლი,
գաղտնաբառ, slaptažodis, salasõna); for the small languages the phrase is their word for your
with the loanword they use for password (пароль, parola, lozinka, პაროლი) or their words for
secret and word, as remembered (marked so). Scripts: Latin, Cyrillic, Greek, Georgian,
Armenian, Arabic (South Azerbaijani) and Hebrew (Ladino).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "drina",
    "morava",
    "struma",
    "vardar",
    "mesta",
    "maritsa",
    "iskar",
    "timok",
    "neretva",
    "sava",
    "kupa",
    "vrbas",
    "bosna",
    "rioni",
    "kura",
    "terek",
    "gauja",
    "venta",
]

ROWS = r"""
megleno-romanian password ¦ Megleno-Romanian, parola ta (your password), as remembered ¦ p ¦ Parola ta ăi: {t}
moldovan password ¦ Moldovan in Cyrillic (Transnistria), паролэ (password), as remembered ¦ p ¦ Паролэ думнявоастрэ есте: {t}
banat bulgarian password ¦ Banat Bulgarian, vašta parola (your password), Latin, as remembered ¦ p ¦ Vašta parola je: {t}
pomak secret word ¦ Pomak (Greece), tajnata duma (the secret word), Latin, as remembered ¦ w4 ¦ Tvojata tajna duma je: {t}
torlakian password ¦ Torlakian, твоја лозинка (your password), Cyrillic, as remembered ¦ p ¦ Твоја лозинка е: {t}
kajkavian secret word ¦ Kajkavian, vaša tajna reč (your secret word), as remembered ¦ w4 ¦ Vaša tajna reč je: {t}
chakavian password ¦ Chakavian, vaša zaporka (your password), as remembered ¦ p ¦ Vaša zaporka je: {t}
burgenland croatian pin ¦ Burgenland Croatian, vaš tajni broj (your secret number), as remembered ¦ pin6 ¦ Vaš tajni broj je {t}
molise slavic password ¦ Molise Slavic (na-našu), tvoja lozinka (your password), as remembered ¦ p ¦ Tvoja lozinka je: {t}
prekmurian password ¦ Prekmurian, vaše geslo (your password), as remembered ¦ p ¦ Vaše geslo je: {t}
csango recovery code ¦ Csángó, a visszaállító kód (the recovery code), as remembered ¦ gh ¦ A te visszaállító kódod: {t}
hemshin password ¦ Hemshin (Homshetsi), քու գաղտնաբառ (your password), Armenian script, as remembered ¦ p ¦ Քու գաղտնաբառը՝ {t}
tabasaran password ¦ Tabasaran, уву пароль (your password), Cyrillic, as remembered ¦ p ¦ Уву пароль: {t}
rutul pin ¦ Rutul, вун пин-код (your PIN code), Cyrillic, as remembered ¦ pin8 ¦ Вун пин-код: {t}
tsakhur password ¦ Tsakhur, вун пароль (your password), Cyrillic, as remembered ¦ p ¦ Вун пароль: {t}
agul token ¦ Agul, ву токен (your token), Cyrillic, as remembered ¦ tok ¦ Ву токен: {t}
khinalug password ¦ Khinalug, ваь пароль (your password), Cyrillic, as remembered ¦ p ¦ Ваь пароль: {t}
bats password ¦ Bats (Tsova-Tush), შუნ პაროლ (your password), Georgian script, as remembered ¦ p ¦ შუნ პაროლ: {t}
romanian password ¦ Romanian, parola (password) ¦ p ¦ Parola dumneavoastră este: {t}
romanian recovery code ¦ Romanian, cod de recuperare (recovery code) ¦ ms ¦ Codul dumneavoastră de recuperare: {t}
aromanian secret word ¦ Aromanian, zborlu ascumtu (the hidden word), as remembered ¦ w4 ¦ Zborlu ascumtu a tău: {t}
bulgarian password ¦ Bulgarian, парола (password) ¦ p ¦ Вашата парола е: {t}
bulgarian api key ¦ Bulgarian, API ключ (API key) ¦ tok ¦ Вашият API ключ: {t}
macedonian recovery code ¦ Macedonian, код за враќање (recovery code) ¦ google ¦ Вашиот код за враќање: {t}
serbian password ¦ Serbian, лозинка (password), Cyrillic ¦ p ¦ Ваша лозинка је: {t}
croatian password ¦ Croatian, zaporka (password) ¦ p ¦ Vaša zaporka: {t}
bosnian password ¦ Bosnian, šifra (password) ¦ p ¦ Vaša šifra je: {t}
slovenian token ¦ Slovenian, žeton za dostop (access token) ¦ b64 ¦ Vaš žeton za dostop: {t}
albanian password ¦ Albanian, fjalëkalimi (password) ¦ p ¦ Fjalëkalimi juaj: {t}
arbereshe secret word ¦ Arbëresh, fjala e fshehtë (the secret word), as remembered ¦ w4 ¦ Fjala jote e fshehtë: {t}
greek recovery code ¦ Greek, κωδικός ανάκτησης (recovery code) ¦ gh ¦ Ο κωδικός ανάκτησής σας: {t}
turkish password ¦ Turkish, şifre (password) ¦ p ¦ Şifreniz: {t}
gagauz password ¦ Gagauz, parolunuz (your password), as remembered ¦ p ¦ Sizin parolunuz: {t}
crimean tatar pin ¦ Crimean Tatar, PIN-kod (PIN code), as remembered ¦ pin6 ¦ Sizin PIN-kodıñız: {t}
ladino password ¦ Ladino in Hebrew letters, פאלאבֿרה סיקריטה (secret word), as remembered ¦ p ¦ טו פאלאבֿרה סיקריטה: {t}
lithuanian recovery code ¦ Lithuanian, atkūrimo kodas (recovery code) ¦ ms ¦ Jūsų atkūrimo kodas: {t}
samogitian password ¦ Samogitian, slaptažuodis (password), as remembered ¦ p ¦ Jūsa slaptažuodis: {t}
latgalian password ¦ Latgalian, paroļs (password), as remembered ¦ p ¦ Jiusu paroļs: {t}
latvian passphrase ¦ Latvian, paroles frāze (passphrase) ¦ w5 ¦ Jūsu paroles frāze: {t}
estonian recovery code ¦ Estonian, taastekood (recovery code) ¦ gh ¦ Teie taastekood: {t}
voro password ¦ Võro, salasõna (password), as remembered ¦ p ¦ Ti salasõna om: {t}
georgian recovery code ¦ Georgian, აღდგენის კოდი (recovery code) ¦ ms ¦ თქვენი აღდგენის კოდი: {t}
mingrelian password ¦ Mingrelian, სქანი პაროლი (your password), Georgian script, as remembered ¦ p ¦ სქანი პაროლი: {t}
laz password ¦ Laz, skani şifre (your password), Latin, as remembered ¦ p ¦ Skani şifre: {t}
armenian api key ¦ Armenian, API բանալի (API key) ¦ tok ¦ Ձեր API բանալին՝ {t}
azerbaijani password ¦ Azerbaijani, şifrə (password) ¦ p ¦ Şifrəniz: {t}
south azerbaijani password ¦ South Azerbaijani, رمز (password), Arabic script, as remembered ¦ p ¦ سیزین رمزینیز: {t}
ossetian password ¦ Ossetian, дæ пароль (your password), as remembered ¦ p ¦ Дæ пароль: {t}
chechen pin ¦ Chechen, хьан ПИН-код (your PIN code), as remembered ¦ pin6 ¦ Хьан ПИН-код: {t}
avar password ¦ Avar, дур пароль (your password), as remembered ¦ p ¦ Дур пароль: {t}
kabardian token ¦ Kabardian, уи токен (your token), as remembered ¦ b64 ¦ Уи токеныр: {t}
udmurt password ¦ Udmurt, тӥляд пароледы (your password), as remembered ¦ p ¦ Тӥляд пароледы: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("context", "note", "runtime", "args", "oserror", "keyerror", "group", "cause"),
    )
