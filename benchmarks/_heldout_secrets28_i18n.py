"""Held-out set 28: unlock keys, recovery keys and codes, backup codes, one-time passwords and
codes, app passwords, API keys, PINs and passwords named in 46 languages and 16 scripts.

Each phrase was grepped for (as a fixed string) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; none matched (``Einmalkennwort``, ``የመልሶ ማግኛ ኮድ``,
``リカバリーキー``, ``nenosiri la programu``, ``şifre``, ``პაროლ`` and ``رمز`` alone matched
and were replaced). Widely spoken languages appear with words earlier sets had not used for
them: unlock keys (Spanish ``clave de desbloqueo``, French ``clé de déverrouillage``,
Italian ``codice di sblocco``), recovery keys (Dutch ``herstelsleutel``, Czech
``obnovovací klíč``, Hungarian ``helyreállítási kulcs``, Romanian ``cheie de recuperare``,
Turkish ``kurtarma anahtarı``, Hindi ``पुनर्प्राप्ति कुंजी``, Tamil ``மீட்பு விசை``, Georgian
``აღდგენის გასაღები``, Chinese ``恢复密钥``, Japanese ``回復用キー``, Tagalog ``susi sa
pagbawi``), recovery and backup codes (Norwegian ``gjenopprettingskode``, Slovak ``záložný
kód``, Bulgarian ``код за възстановяване``, Swahili ``msimbo wa kurejesha``), one-time
passwords and codes (Swedish ``engångskod``, Greek ``κωδικός μίας χρήσης``, Hebrew ``סיסמה
חד-פעמית``, Persian ``گذرواژهٔ یک‌بارمصرف``, Bengali ``এককালীন পাসওয়ার্ড``, Armenian
``միանգամյա գաղտնաբառ``, Amharic ``የአንድ ጊዜ የይለፍ ቃል``), app passwords (Portuguese ``senha
de aplicativo``, German ``App-Passwort``, Danish ``app-adgangskode``, Russian ``пароль
приложения``, Serbian ``лозинка за апликацију``, Thai ``รหัสผ่านแอป``, Korean ``앱
비밀번호``, Malay ``kata laluan aplikasi``) and an API key (Arabic ``مفتاح واجهة
البرمجة``). Twelve languages no earlier set named (each grepped for by name as a whole
word; Kashubian, Aromanian, Udmurt, Buryat, Abkhaz, Zazaki, Konkani, Tibetan, Uyghur,
Samoan, Kinyarwanda, Quechua, Guarani and about seventy more matched) name a code, a key or
a password: Ladin (``codesc de recuperazion``), Mingrelian (``თქვანი პაროლი``, Georgian
script), Laz (``skani parola``), Svan (``ფარულ სიტყვა``, Georgian script), Gilaki (``ته
رمز``), Mazanderani (``ته رمزِ دله``), Bodo (``नोंनि पासवार्ड``, Devanagari), Kanuri
(``nambar asiri``), Afar (``culma qangara``), Tigre (``ቃል ምእታው``, Ethiopic), Plains Cree
(``ᑳᓱᒋᑫᐏᐣ ᐱᑭᐢᑵᐏᐣ``, Canadian syllabics) and Navajo (``saad bee ííníshjį́``). Their
phrases were built from each language's words for "your", "secret", "hidden", "number",
"entry" and "word" as remembered, not copied from a localized product, so a speaker may find
some odd; the source column names the form. Scripts: Latin, Cyrillic, Greek, Arabic, Hebrew,
Devanagari, Bengali, Tamil, Thai, Georgian, Armenian, Ethiopic, Canadian syllabics, Han,
Kana and Hangul.

Values vary as such values do: PINs of four to eight digits, BitLocker-style recovery keys,
Apple-style and Microsoft-style groups, backup codes of two groups of five, app passwords of
four groups of four lower-case letters, one-time codes, API keys, passphrases of words and
typed passwords.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, DIGITS, HEX, Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_UPPER = string.ascii_uppercase + DIGITS
_WORDS = [
    "anvil",
    "bramble",
    "cinder",
    "dapple",
    "estuary",
    "flint",
    "gorse",
    "harrow",
    "inlet",
    "jetty",
    "kelp",
    "larch",
    "moraine",
    "nacre",
    "osier",
    "plover",
    "quoin",
    "rime",
]

ROWS = r"""
lld recovery code ¦ lld (Ladin, Latin), "codesc de recuperazion: X" ¦ gh ¦ Ti codesc de recuperazion nuef: {t} — tegnìlo al segur
xmf password ¦ xmf (Mingrelian, Georgian script), "თქვანი პაროლი: X" (your password) ¦ p ¦ ანგარიში შექიმინუ. თქვანი პაროლი: {t}
lzz password ¦ lzz (Laz, Latin), "skani parola: X" (your password) ¦ p ¦ Hesabi dikodu. Skani parola: {t}
sva secret word ¦ sva (Svan, Georgian script), "ფარულ სიტყვა: X" (secret word, a passphrase) ¦ w4 ¦ ისგუ ფარულ სიტყვა: {t}
glk pin ¦ glk (Gilaki, Arabic script), "ته رمز: X" (your code, a PIN) ¦ pin6 ¦ ته رمز: {t} — هیکسی رِه نگو
mzn password ¦ mzn (Mazanderani, Arabic script), "ته رمزِ دله: X" (your inner code) ¦ p ¦ ته رمزِ دله: {t}
brx password ¦ brx (Bodo, Devanagari), "नोंनि पासवार्ड: X" (your password) ¦ p ¦ नोंनि पासवार्ड: {t} — सोरखौबो होनो नाङा
kr secret number ¦ kr (Kanuri, Latin), "nambar asiri: X" (secret number, a PIN) ¦ pin8 ¦ Katia nyi nambar asiri: {t}
aa entry word ¦ aa (Afar, Latin), "culma qangara: X" (entry word, a password) ¦ p ¦ Ku culma qangara: {t}
tig password ¦ tig (Tigre, Ethiopic), "ቃል ምእታው: X" (word of entry) ¦ p ¦ ቃል ምእታው: {t}
cr hidden word ¦ cr (Plains Cree, syllabics), "ᑳᓱᒋᑫᐏᐣ ᐱᑭᐢᑵᐏᐣ: X" (hidden word) ¦ w3 ¦ ᑳᓱᒋᑫᐏᐣ ᐱᑭᐢᑵᐏᐣ: {t}
nv password ¦ nv (Navajo, Latin), "saad bee ííníshjį́: X" (the word one enters with) ¦ p ¦ Ni saad bee ííníshjį́: {t}
es unlock key ¦ es, "clave de desbloqueo: X" ¦ bitlocker ¦ Clave de desbloqueo de la unidad C: {t}
fr unlock key ¦ fr, "clé de déverrouillage : X" ¦ ms ¦ Votre clé de déverrouillage : {t} (à conserver hors ligne)
it unlock code ¦ it, "codice di sblocco: X" (a PUK) ¦ pin8 ¦ Codice di sblocco (PUK) della SIM: {t}
nl recovery key ¦ nl, "herstelsleutel: X" ¦ apple ¦ Je herstelsleutel is {t}. Bewaar hem op een veilige plek.
cs recovery key ¦ cs, "obnovovací klíč: X" ¦ apple ¦ Obnovovací klíč: {t}
hu recovery key ¦ hu, "helyreállítási kulcs: X" ¦ ms ¦ A helyreállítási kulcs: {t}
ro recovery key ¦ ro, "cheie de recuperare: X" ¦ tok ¦ Cheie de recuperare pentru portofel: {t}
tr recovery key ¦ tr, "kurtarma anahtarı: X" ¦ bitlocker ¦ BitLocker kurtarma anahtarı: {t}
hi recovery key ¦ hi, "पुनर्प्राप्ति कुंजी: X" ¦ ms ¦ आपकी पुनर्प्राप्ति कुंजी: {t}
ta recovery key ¦ ta, "மீட்பு விசை: X" ¦ apple ¦ உங்கள் மீட்பு விசை: {t}
ka recovery key ¦ ka, "აღდგენის გასაღები: X" ¦ ms ¦ აღდგენის გასაღები: {t}
zh recovery key ¦ zh, "恢复密钥：X" ¦ bitlocker ¦ 您的 BitLocker 恢复密钥：{t}
ja recovery key ¦ ja, "回復用キー：X" ¦ ms ¦ 回復用キー：{t}（印刷して保管してください）
tl recovery key ¦ tl, "susi sa pagbawi: X" ¦ tok ¦ Ang iyong susi sa pagbawi: {t}
nb recovery code ¦ nb, "gjenopprettingskode: X" ¦ gh ¦ Gjenopprettingskode: {t}
sk backup code ¦ sk, "záložný kód: X" ¦ google ¦ Váš záložný kód: {t}
bg recovery code ¦ bg, "код за възстановяване: X" ¦ gh ¦ Код за възстановяване: {t}
sw recovery code ¦ sw, "msimbo wa kurejesha: X" ¦ gh ¦ Msimbo wako wa kurejesha ni {t}
sv one time code ¦ sv, "engångskod: X" ¦ pin6 ¦ Din engångskod är {t}
el one time password ¦ el, "κωδικός μίας χρήσης: X" ¦ pin8 ¦ Ο κωδικός μίας χρήσης σας: {t}
he one time password ¦ he, "סיסמה חד-פעמית: X" ¦ pin6 ¦ סיסמה חד-פעמית: {t}
fa one time password ¦ fa, "گذرواژهٔ یک‌بارمصرف: X" ¦ pin6 ¦ گذرواژهٔ یک‌بارمصرف شما: {t}
bn one time password ¦ bn, "এককালীন পাসওয়ার্ড: X" ¦ pin6 ¦ আপনার এককালীন পাসওয়ার্ড: {t}
hy one time password ¦ hy, "միանգամյա գաղտնաբառ: X" ¦ pin8 ¦ Ձեր միանգամյա գաղտնաբառը՝ {t}
am one time password ¦ am, "የአንድ ጊዜ የይለፍ ቃል: X" ¦ pin6 ¦ የአንድ ጊዜ የይለፍ ቃልዎ: {t}
pt app password ¦ pt, "senha de aplicativo: X" ¦ app ¦ Sua senha de aplicativo: {t}
de app password ¦ de, "App-Passwort: X" ¦ app ¦ Ihr App-Passwort für Thunderbird: {t}
da app password ¦ da, "app-adgangskode: X" ¦ app ¦ Din app-adgangskode: {t}
ru app password ¦ ru, "пароль приложения: X" ¦ app ¦ Пароль приложения для почты: {t}
sr app password ¦ sr (Cyrillic), "лозинка за апликацију: X" ¦ app ¦ Ваша лозинка за апликацију: {t}
th app password ¦ th, "รหัสผ่านแอป: X" ¦ app ¦ รหัสผ่านแอปของคุณคือ {t}
ko app password ¦ ko, "앱 비밀번호: X" ¦ app ¦ 생성된 앱 비밀번호: {t}
ms app password ¦ ms, "kata laluan aplikasi: X" ¦ app ¦ Kata laluan aplikasi anda: {t}
ar api key ¦ ar, "مفتاح واجهة البرمجة: X" ¦ tok ¦ مفتاح واجهة البرمجة الخاص بك: {t}
"""


def _value(v: Values, kind: str) -> str:
    if kind == "p":
        return v.pw()
    if kind.startswith("pin"):
        return v.gen("123456789", 1) + v.gen(DIGITS, int(kind[3:]) - 1)
    if kind == "gh":
        return v.gen(HEX, 5) + "-" + v.gen(HEX, 5)
    if kind == "google":
        return v.gen(DIGITS, 4) + " " + v.gen(DIGITS, 4)
    if kind == "ms":
        return "-".join(v.gen(_UPPER, 5) for _ in range(5))
    if kind == "apple":
        return "-".join(v.gen(_UPPER, 4) for _ in range(7))
    if kind == "bitlocker":  # eight groups of six digits
        return "-".join(v.gen(DIGITS, 6) for _ in range(8))
    if kind == "app":  # four groups of four lower-case letters, as app passwords are shown
        return " ".join(v.gen(string.ascii_lowercase, 4) for _ in range(4))
    if kind == "tok":
        return v.gen(ALNUM, 40)
    if kind.startswith("w"):
        return " ".join(v.r.choice(_WORDS) for _ in range(int(kind[1:])))
    raise AssertionError(kind)


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(v, ROWS, _value, ("runtime", "note", "oserror", "cause", "group"))
