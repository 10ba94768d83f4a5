"""Held-out set 23: credential words of languages no earlier set used, in nine scripts.

Each language was grepped for by its name, and each phrase by its words, in every earlier
``_heldout_secrets*`` and ``_heldout_families*`` file (none matched; Māori ``kupuhipa``,
Sakha ``кистэлэҥ``, Waray ``tinago``, Aragonese ``clau`` and Hindi-style ``गुप्त शब्द`` did
and were dropped): Upper Sorbian (``hesło``), Tahitian (``parau huna``), Papiamento
(``kontraseña``), Sicilian (``palora d'ordini``), Ladino in Latin letters (``palavra
sekreta``) and in Hebrew script (``פאלאב׳רה סיקריטה``), Crimean Tatar (``gizli söz``),
Kapampangan (``amanung lihim``), Scots (``passwird``) and Limburgish (``wachwoord``) in Latin;
Karachay-Balkar (``жашырын сёз``), Nogai (``яшырын соьз``), Kumyk (``яшыртгъын сёз``) and
Rusyn (``гесло``) in Cyrillic; Kashmiri in Perso-Arabic script (``خُفیہ لفظ``); Bhojpuri
(``गुपुत सबद``) and Konkani (``गुपीत उतर``) in Devanagari; Maithili in Tirhuta
(``𑒑𑒳𑒣𑓂𑒞 𑒬𑒥𑓂𑒠``); Sahidic Coptic (``ⲥⲁϫⲉ ⲉⲧϩⲏⲡ``, "hidden word"); Church Slavonic in
Glagolitic (``ⱅⰰⰻⱀⱁ ⱄⰾⱁⰲⱁ``); Buginese in Lontara (``ᨕᨉ ᨑᨖᨔᨗᨕ``): 20 languages, nine
scripts (Latin, Hebrew, Cyrillic, Arabic, Devanagari, Tirhuta, Coptic, Glagolitic, Lontara).
Phrases were built from each language's words for "secret", "hidden", "word" and "pass", not
copied from a localized product, so a speaker may find some odd; the source column names the
form. Letters outside the Basic Multilingual Plane (Tirhuta) were looked up by their Unicode
names.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["i18n_cases"]

ROWS = r"""
hsb colon ¦ hsb (Upper Sorbian), "hesło: X" in a login error ¦ {p} ¦ Zmylk přizjewjenja — wužiwar: admin, hesło: {t}
hsb prose ¦ hsb, "Waše nowe hesło je X" ¦ {p} ¦ Konto bu wutworjene. Waše nowe hesło je {t} — prošu změńće jo hnydom.
ty colon ¦ ty (Tahitian), "parau huna: X" ¦ {p} ¦ Hape i te tomoraa — i'oa: admin, parau huna: {t}
pap colon ¦ pap (Papiamento), "kontraseña: X" ¦ {p} ¦ Eror di login — usuario: admin, kontraseña: {t}
pap api ¦ pap, "bo kontraseña di API ta X" ¦ {A32} ¦ Konekshon a faya: bo kontraseña di API ta {t}, pero e no ta bálido mas.
scn colon ¦ scn (Sicilian), "palora d'ordini: X" ¦ {p} ¦ Sbagghiu d'accessu — utenti: admin, palora d'ordini: {t}
scn prose ¦ scn, "a to palora d'ordini nova è X" ¦ {p} ¦ Cuntu criatu: a to palora d'ordini nova è {t}, cancèllala doppu u primu accessu.
lad latin ¦ lad (Ladino, Latin letters), "palavra sekreta: X" ¦ {p} ¦ Yerro de entrada — uzador: admin, palavra sekreta: {t}
lad hebrew ¦ lad (Ladino, Hebrew script), "פאלאב׳רה סיקריטה: X" (right to left) ¦ {p} ¦ ייר׳ו די אינטראדה — פאלאב׳רה סיקריטה: {t}
crh colon ¦ crh (Crimean Tatar), "gizli söz: X" ¦ {p} ¦ Kiriş hatası — qullanıcı: admin, gizli söz: {t}
crh token ¦ crh, "API gizli sözü X edi" (the value before the copula) ¦ {A40} ¦ Bağlanuv olmadı: API gizli sözü {t} edi, endi keçmey.
pam colon ¦ pam (Kapampangan), "amanung lihim: X" ¦ {p} ¦ Mali ing pamag-login — user: admin, amanung lihim: {t}
sco colon ¦ sco (Scots), "passwird: X" ¦ {p} ¦ Cannae sign ye in — uiser: admin, passwird: {t}
sco prose ¦ sco, "yer new passwird is X" ¦ {p} ¦ Yer accoont's set up. Yer new passwird is {t} — chynge it the first time ye sign in.
li colon ¦ li (Limburgish), "wachwoord: X" ¦ {p} ¦ Inlogge mislök — gebroeker: admin, wachwoord: {t}
krc colon ¦ krc (Karachay-Balkar), "жашырын сёз: X" ¦ {p} ¦ Кириуде халат — аты: admin, жашырын сёз: {t}
krc api ¦ krc, "API жашырын сёз X" in a sentence ¦ {A32} ¦ Байламлы болалмадыкъ: API жашырын сёз {t} эскиди.
nog colon ¦ nog (Nogai), "яшырын соьз: X" ¦ {p} ¦ Кируьв янъылыгы — ат: admin, яшырын соьз: {t}
kum colon ¦ kum (Kumyk), "яшыртгъын сёз: X" ¦ {p} ¦ Гирив янгылыш — ат: admin, яшыртгъын сёз: {t}
kum prose ¦ kum, "сизин янгы яшыртгъын сёзюгюз X" ¦ {p} ¦ Аккаунт къурулду: сизин янгы яшыртгъын сёзюгюз {t}
rue colon ¦ rue (Rusyn), "гесло: X" ¦ {p} ¦ Хыба приголошіня — хосновач: admin, гесло: {t}
rue token ¦ rue, "гесло до API: X" ¦ {A40} ¦ Не мож ся приєднати, гесло до API: {t} уж не платить.
ks colon ¦ ks (Kashmiri), "خُفیہ لفظ: X" ¦ {p} ¦ لاگ اِن غلطی — صارف: admin، خُفیہ لفظ: {t}
bho colon ¦ bho (Bhojpuri), "गुपुत सबद: X" ¦ {p} ¦ लॉगिन में गड़बड़ी — नाँव: admin, गुपुत सबद: {t}
bho prose ¦ bho, "रउआ के नया गुपुत सबद X बा" ¦ {p} ¦ खाता बन गइल। रउआ के नया गुपुत सबद {t} बा।
gom colon ¦ gom (Konkani), "गुपीत उतर: X" ¦ {p} ¦ लॉगिन चूक — वापरपी: admin, गुपीत उतर: {t}
gom api ¦ gom, "API गुपीत उतर X" ¦ {A32} ¦ जोडणी जावंक ना: API गुपीत उतर {t} आतां चलना.
mai tirhuta ¦ mai (Maithili in Tirhuta), "𑒑𑒳𑒣𑓂𑒞 𑒬𑒥𑓂𑒠: X" ¦ {p} ¦ 𑒪𑒰𑒑𑒱𑒢 — admin, 𑒑𑒳𑒣𑓂𑒞 𑒬𑒥𑓂𑒠: {t}
cop colon ¦ cop (Sahidic Coptic), "ⲥⲁϫⲉ ⲉⲧϩⲏⲡ: X" ("hidden word") ¦ {p} ¦ ⲟⲩⲡⲗⲁⲛⲏ — ⲣⲱⲙⲉ: admin, ⲥⲁϫⲉ ⲉⲧϩⲏⲡ: {t}
cu glagolitic ¦ cu (Church Slavonic in Glagolitic), "ⱅⰰⰻⱀⱁ ⱄⰾⱁⰲⱁ: X" ¦ {p} ¦ ⰳⱃⱑⱎⰹⰽⰰ — admin, ⱅⰰⰻⱀⱁ ⱄⰾⱁⰲⱁ: {t}
bug lontara ¦ bug (Buginese in Lontara), "ᨕᨉ ᨑᨖᨔᨗᨕ: X" ¦ {p} ¦ ᨔᨒ — admin, ᨕᨉ ᨑᨖᨔᨗᨕ: {t}
bug latin ¦ bug (Buginese, Latin letters), "ada rahasia: X" in a config comment ¦ {A40} ¦ # ada rahasia API (aja' ni pabbéréang): {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("i18n", "\n".join(rows[:half])),
        *v.table("i18n", "\n".join(rows[half:]), raises="keyerror"),
    ]
