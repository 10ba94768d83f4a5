"""Held-out set 19: credential words of languages no earlier set used.

Each language below was grepped for, by its name and by its word for password, in the earlier
sets' ``_heldout_secrets*`` files. Earlier sets wrote Malayalam, Kannada, Gujarati and Punjabi
only with the English loan (``പാസ്‌വേഡ്``, ``ಪಾಸ್‌ವರ್ಡ್``, ``પાસવર્ડ``, ``ਪਾਸਵਰਡ``); here each
has its native term: Malayalam ``രഹസ്യവാക്ക്`` (secret word), Kannada ``ಗುಪ್ತಪದ``, Gujarati
``ગુપ્ત શબ્દ`` and Punjabi in Gurmukhi ``ਗੁਪਤ ਸ਼ਬਦ``. Then Kurmanji Kurdish (``şîfre``,
``borînpeyv``), Sundanese (``kecap sandi``), Haitian Creole (``modpas``), Tok Pisin
(``paswod``), Tongan (``lea fufū``), Fijian (``vosa vuni``), Sardinian (``paràula segreta``,
``crae``), Corsican (``parolla secreta``, ``chjave``) and Cebuano (``tinago nga pulong``):
13 languages, four in scripts other than Latin. Sentences were written from each language's
grammar (verb-final copulas, possessives, the izafe), not copied from a product; the source
column names the form.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["i18n_cases"]

ROWS = r"""
ml copula ¦ ml, "നിങ്ങളുടെ പുതിയ രഹസ്യവാക്ക് X ആണ്" (copula ആണ് after the value) ¦ {p} ¦ സന്ദേശം അയയ്ക്കാനായില്ല: നിങ്ങളുടെ പുതിയ രഹസ്യവാക്ക് {t} ആണ്. ആരോടും പറയരുത്.
ml colon ¦ ml, "രഹസ്യവാക്ക്: X" in a mail error ¦ {p} ¦ ഇമെയിൽ പിശക് — ഉപയോക്താവ്: admin, രഹസ്യവാക്ക്: {t}
kn copula ¦ kn, "ನಿಮ್ಮ ಹೊಸ ಗುಪ್ತಪದ X ಆಗಿದೆ" (verb-final) ¦ {p} ¦ ಸಂದೇಶ ಕಳುಹಿಸಲು ವಿಫಲವಾಗಿದೆ: ನಿಮ್ಮ ಹೊಸ ಗುಪ್ತಪದ {t} ಆಗಿದೆ
kn wifi ¦ kn, "ವೈ-ಫೈ ಗುಪ್ತಪದ: X" ¦ {p} ¦ ದೋಷ: ಕಚೇರಿಯ ವೈ-ಫೈ ಗುಪ್ತಪದ: {t} (ಬದಲಾಯಿಸಲಾಗಿದೆ)
gu copula ¦ gu, "તમારો નવો ગુપ્ત શબ્દ X છે" (copula છે after the value) ¦ {p} ¦ SMS મોકલી શકાયો નથી: તમારો નવો ગુપ્ત શબ્દ {t} છે.
gu pin ¦ gu, "ગુપ્ત નંબર (PIN): X" ¦ {d6} ¦ ભૂલ: તમારો ગુપ્ત નંબર (PIN): {t}. કોઈને જણાવશો નહીં.
pa copula ¦ pa in Gurmukhi, "ਤੁਹਾਡਾ ਨਵਾਂ ਗੁਪਤ ਸ਼ਬਦ X ਹੈ" ¦ {p} ¦ ਸੁਨੇਹਾ ਨਹੀਂ ਭੇਜਿਆ ਗਿਆ: ਤੁਹਾਡਾ ਨਵਾਂ ਗੁਪਤ ਸ਼ਬਦ {t} ਹੈ
pa colon ¦ pa, "ਗੁਪਤ ਸ਼ਬਦ: X" with a danda ¦ {p} ¦ ਗਲਤੀ: ਸਰਵਰ ਦਾ ਗੁਪਤ ਸ਼ਬਦ: {t} ।
ku izafe copula ¦ ku (Kurmanji), "Şîfreya te ya nû X e" (izafe -ya, copula e) ¦ {p} ¦ Peyam nehat şandin: şîfreya te ya nû {t} e.
ku borinpeyv ¦ ku, "borînpeyv: X" ¦ {p} ¦ Çewtî di şandina e-nameyê de — navê bikarhêner: ops, borînpeyv: {t}
su nyaeta ¦ su, "Kecap sandi anyar anjeun nyaéta X" ¦ {p} ¦ Talatah gagal dikirim: kecap sandi anyar anjeun nyaéta {t}
su wifi ¦ su, "kecap sandi wifi: X" ¦ {p} ¦ Kasalahan: kecap sandi wifi kantor: {t}, ulah dibagikeun
ht se ¦ ht, "Nouvo modpas ou se X" (copula se) ¦ {p} ¦ Mesaj la pa ale: nouvo modpas ou se {t}. Pa pataje l.
ht colon ¦ ht, "modpas: X" ¦ {p} ¦ Erè imel — itilizatè: kontab, modpas: {t}
tpi em ¦ tpi, "Nupela paswod bilong yu em X" (predicate marker em) ¦ {p} ¦ Toksave i no go: nupela paswod bilong yu em {t}
tpi colon ¦ tpi, "paswod: X" ¦ {p} ¦ Rong long imel — nem: ofis, paswod: {t}
to ko ¦ to, "Ko ho'o lea fufū fo'oú ko X" (focus marker ko) ¦ {p} ¦ Na'e 'ikai ma'u 'a e pōpoaki: ko ho'o lea fufū fo'oú ko {t}
to colon ¦ to, "lea fufū: X" ¦ {p} ¦ Fehalaaki: lea fufū 'o e wifi: {t}
fj o ¦ fj, "Na nomu vosa vuni vou o X" (proper article o) ¦ {p} ¦ E sega ni vakauta na itukutuku: na nomu vosa vuni vou o {t}
fj colon ¦ fj, "vosa vuni: X" ¦ {p} ¦ Cala ena imeli — yaca: ofisi, vosa vuni: {t}
sc est ¦ sc, "Sa paràula segreta noa tua est X" ¦ {p} ¦ Su messàgiu no est istadu imbiadu: sa paràula segreta noa tua est {t}
sc crae ¦ sc, "crae de s'API: X" (crae, key) ¦ {A32} ¦ Errore de connessione: crae de s'API: {t}, iscadida
co he ¦ co, "A vostra nova parolla secreta hè X" ¦ {p} ¦ U messaghju ùn hè statu mandatu: a vostra nova parolla secreta hè {t}
co chjave ¦ co, "chjave API: X" (chjave, key) ¦ {A32} ¦ Sbagliu di cunnessione: chjave API: {t}
ceb kay ¦ ceb, "Ang imong bag-ong tinago nga pulong kay X" ¦ {p} ¦ Wala maipadala ang mensahe: ang imong bag-ong tinago nga pulong kay {t}
ceb colon ¦ ceb, "tinago nga pulong: X" ¦ {p} ¦ Sayop sa email — user: opisina, tinago nga pulong: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("i18n", "\n".join(rows[:half])),
        *v.table("i18n", "\n".join(rows[half:]), raises="note"),
    ]
