"""Held-out set 42: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in languages of Africa and the Middle East (set 42's share), in several scripts.

Languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; Hausa, Igbo, Somali, Tigrinya, Wolof,
Kinyarwanda, Kurdish, Pashto, Balochi, Zulu, Xhosa, Lingala, Fula, Afrikaans, Dari, Turkish,
Azerbaijani, Hebrew, Arabic, Persian, Coptic, Kirundi, Luganda, Sesotho, Kabuverdianu and
about sixty others did): Sidamo, Wolaytta, Comorian (Shikomori), Runyankole, Rukiga, Lusoga,
Ateso, Oshiwambo, Mauritian Creole (Morisien), Qashqai, Bakhtiari, and the varieties Cypriot
Greek, Western Armenian and Egyptian Arabic; Hausa is also written in Ajami. Words for the
smaller languages are as remembered (marked so; several are built from each language's
words for secret, word and number); the others are the words their localized sign-in pages
use. Scripts: Latin, Arabic (Arabic, Persian, Pashto, Sorani, Dari, Balochi, Bakhtiari,
Hausa Ajami), Hebrew, Ethiopic, Greek, Armenian and Coptic.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "acacia",
    "cardamom",
    "cassava",
    "cedar",
    "frankincense",
    "hibiscus",
    "millet",
    "myrrh",
    "papyrus",
    "saffron",
    "sesame",
    "sorghum",
    "tamarind",
    "teff",
    "yam",
]

ROWS = r"""
hausa password ¦ Hausa, kalmar sirri (password), Latin ¦ p ¦ Kalmar sirrinka ita ce: {t}
hausa ajami pin ¦ Hausa in Ajami (Arabic script), lambar sirri (secret number), as remembered ¦ pin6 ¦ لَمْبَرْ سِرِّنْكَ: {t}
yoruba password ¦ Yoruba, ọ̀rọ̀ aṣínà (password) ¦ p ¦ Ọ̀rọ̀ aṣínà rẹ ni: {t}
igbo recovery code ¦ Igbo, koodu mgbake (recovery code) ¦ gh ¦ Koodu mgbake gị bụ {t}
somali pin ¦ Somali, lambarka sirta ah (secret number) ¦ pin6 ¦ Lambarkaaga sirta ah waa {t}
somali password ¦ Somali, erayga sirta (password) ¦ p ¦ Erayga sirta ee koontadaada: {t}
amharic recovery code ¦ Amharic, የመልሶ ማግኛ ኮድ (recovery code), Ethiopic ¦ ms ¦ የመልሶ ማግኛ ኮድዎ፦ {t}
tigrinya password ¦ Tigrinya, መሕለፊ ቃል (pass word), Ethiopic, as remembered ¦ p ¦ ናትካ መሕለፊ ቃል፦ {t}
oromo password ¦ Oromo, jecha darbii (password) ¦ p ¦ Jechi darbii keessanii: {t}
sidamo secret word ¦ Sidamo, maafaate qaale (secret word), as remembered ¦ w4 ¦ Maafaate qaalekki: {t}
wolaytta password ¦ Wolaytta, geeshsha qaala (secret word), as remembered ¦ p ¦ Ne geeshsha qaalay: {t}
swahili api key ¦ Swahili, ufunguo wa API (API key) ¦ tok ¦ Ufunguo wako wa API: {t}
swahili passphrase ¦ Swahili, kaulisiri (passphrase) ¦ w5 ¦ Kaulisiri yako ni: {t}
comorian password ¦ Comorian (Shikomori), neno la siri (secret word), as remembered ¦ p ¦ Neno lahaho la siri: {t}
kinyarwanda password ¦ Kinyarwanda, ijambo ry'ibanga (password) ¦ p ¦ Ijambo ry'ibanga ryawe ni {t}
kirundi pin ¦ Kirundi, inomero y'ibanga (secret number), as remembered ¦ pin8 ¦ Inomero yawe y'ibanga: {t}
luganda password ¦ Luganda, ekigambo ky'ekyama (secret word) ¦ p ¦ Ekigambo kyo eky'ekyama: {t}
runyankole passphrase ¦ Runyankole, ebigambo by'ekyama (secret words), as remembered ¦ w4 ¦ Ebigambo byawe by'ekyama: {t}
rukiga pin ¦ Rukiga, enamba y'ekyama (secret number), as remembered ¦ pin8 ¦ Enamba yaawe y'ekyama: {t}
lusoga password ¦ Lusoga, ekigambo eky'ekyama (secret word), as remembered ¦ p ¦ Ekigambo kyo eky'ekyama kiri: {t}
ateso password ¦ Ateso, akiro ka aicor (word of secret), as remembered ¦ p ¦ Akiro kon ka aicor: {t}
lingala password ¦ Lingala, liloba ya sekele (secret word), as remembered ¦ p ¦ Liloba na yo ya sekele: {t}
wolof password ¦ Wolof, baatu jàll (pass word), as remembered ¦ p ¦ Sa baatu jàll: {t}
fula recovery code ¦ Fula, koode artirgol (recovery code), as remembered ¦ gh ¦ Koode maa artirgol: {t}
zulu password ¦ Zulu, iphasiwedi (password) ¦ p ¦ Iphasiwedi yakho ithi {t}
xhosa pin ¦ Xhosa, inombolo eyimfihlo (secret number) ¦ pin6 ¦ Inombolo yakho eyimfihlo: {t}
afrikaans recovery code ¦ Afrikaans, herwinningskode (recovery code) ¦ google ¦ Jou herwinningskode: {t}
sesotho password ¦ Sesotho, phasewete (password) ¦ p ¦ Phasewete ya hao ke {t}
oshiwambo secret words ¦ Oshiwambo (Ndonga), oitya yoshiholekwa (hidden words), as remembered ¦ w4 ¦ Oitya yoye yoshiholekwa: {t}
morisien password ¦ Mauritian Creole (Morisien), mo-de-pas (password) ¦ p ¦ To mo-de-pas se: {t}
kabuverdianu token ¦ Kabuverdianu, token di asesu (access token), as remembered ¦ b64 ¦ Bu token di asesu: {t}
egyptian arabic recovery code ¦ Egyptian Arabic, كود الاسترجاع (recovery code) ¦ ms ¦ كود الاسترجاع بتاعك: {t}
persian passphrase ¦ Persian, عبارت عبور (passphrase) ¦ w4 ¦ عبارت عبور شما: {t}
pashto password ¦ Pashto, پټنوم (password) ¦ p ¦ ستاسو پټنوم: {t}
sorani password ¦ Kurdish (Sorani), وشەی نهێنی (password) ¦ p ¦ وشەی نهێنیی تۆ: {t}
kurmanji pin ¦ Kurdish (Kurmanji), koda PIN (PIN code) ¦ pin6 ¦ Koda te ya PIN: {t}
dari password ¦ Dari, رمز عبور (password) ¦ p ¦ رمز عبور شما: {t}
balochi password ¦ Balochi, رازی لبز (secret word), as remembered ¦ p ¦ تئی رازی لبز: {t}
bakhtiari pin ¦ Bakhtiari, نمره رازی (secret number), as remembered ¦ pin6 ¦ نمره رازی تو: {t}
qashqai password ¦ Qashqai, gizli söz (secret word), as remembered ¦ p ¦ Sänin gizli sözün: {t}
turkish recovery code ¦ Turkish, kurtarma kodu (recovery code) ¦ gh ¦ Kurtarma kodunuz: {t}
azerbaijani password ¦ Azerbaijani, şifrə (password) ¦ p ¦ Sizin şifrəniz: {t}
hebrew api key ¦ Hebrew, מפתח API (API key) ¦ tok ¦ מפתח ה-API שלך: {t}
cypriot greek password ¦ Cypriot Greek, ο κωδικός σου εν (your password is), as remembered ¦ p ¦ Ο κωδικός σου εν {t}
western armenian password ¦ Western Armenian (Lebanon), գաղտնաբառ (password) ¦ p ¦ Ձեր գաղտնաբառն է՝ {t}
coptic secret words ¦ Coptic, ⲡⲓⲥⲁϫⲓ ⲉⲧϩⲏⲡ (the hidden word), as remembered ¦ w4 ¦ ⲡⲓⲥⲁϫⲓ ⲉⲧϩⲏⲡ: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "context", "oserror", "args", "group", "keyerror", "cause"),
    )
