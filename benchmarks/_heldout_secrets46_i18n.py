"""Held-out set 46: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in languages of West and Central Africa and the Sahel (set 46's share).

Fifty-two phrases in 49 languages. Those no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; none matched): Pulaar, Maninka,
Soninke, Jola-Fonyi, Dagbani, Fante, Songhay, Temne, Kpelle, Vai, Baoulé, Bété, Kituba,
Ciluba, Fang, Ewondo, Duala, Bamum, Ibibio, Tiv, Kabiyè, Gourmanché, Bissa, Dendi, Kissi,
Balanta, Nigerian Pidgin, Cameroonian Pidgin, Chadian Arabic, Tedaga, Senufo, Dogon and Bozo.
Named before but within the share and used again with other words: Fula (in Adlam), Bambara
(Latin and N'Ko), Wolof, Serer, Mooré, Twi, Ewe, Fon, Hausa (Latin and Ajami), Igbo, Kanuri,
Zarma, Krio, Mende, Sango, Lingala and Kikongo (Tamasheq and Dyula, set 33's, are left out).
The ``search`` tool was asked for Hausa, Igbo, Wolof, Lingala and N'Ko words and gave no
glossary, so the phrases are as remembered (marked so): each language's words for secret,
word, number, code and your, with the French or English loan (``mot de passe``, ``code``,
``password``, ``PIN``) that speakers use on phones where a native word is rare. Scripts:
Latin, Adlam, N'Ko, Vai, Bamum, Arabic (Ajami and Chadian Arabic).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "baobab",
    "shea",
    "kola",
    "tamarind",
    "millet",
    "sorghum",
    "fonio",
    "cassava",
    "plantain",
    "okra",
    "hibiscus",
    "acacia",
    "mahogany",
    "karite",
    "moringa",
]

ROWS = r"""
pulaar password ¦ Pulaar (Senegal), finnde suturo maa (your secret word), Latin, as remembered ¦ p ¦ Finnde suturo maa ko: {t}
fula adlam password ¦ Fula in Adlam, 𞤢𞤲𞤣𞤢𞤤 𞤧𞤵𞤼𞤵𞤪𞤮 (secret word), Adlam script, as remembered ¦ p ¦ 𞤢𞤲𞤣𞤢𞤤 𞤧𞤵𞤼𞤵𞤪𞤮 𞤥𞤢: {t}
bambara secret word ¦ Bambara, i ka gundo kumaden (your secret word), Latin, as remembered ¦ w4 ¦ I ka gundo kumaden ye: {t}
bambara nko code ¦ Bambara in N'Ko, ߌ ߟߊ߫ ߜߎ߲߬ߘߏ ߞߎߡߊߘߋ߲ (your secret word), N'Ko script, as remembered ¦ gh ¦ ߌ ߟߊ߫ ߜߎ߲߬ߘߏ ߞߎߡߊߘߋ߲: {t}
maninka pin ¦ Maninka, i la gundo jaté (your secret number), Latin, as remembered ¦ pin6 ¦ I la gundo jaté mu {t} ri
soninke password ¦ Soninke, an na gundo katta (your secret word), as remembered ¦ p ¦ An na gundo katta: {t}
wolof password ¦ Wolof, sa baatu jàll (your password, word of passing), as remembered ¦ p ¦ Sa baatu jàll mooy: {t}
serer code ¦ Serer, a kod fa suuf (the secret code), as remembered ¦ google ¦ Kod fa suuf ngoo: {t}
jola password ¦ Jola-Fonyi, kasumay kati (secret word), as remembered ¦ p ¦ Kasumay kati: {t}
moore pin ¦ Mooré, f sõor-solgo (your hidden number), as remembered ¦ pin8 ¦ F sõor-solgo yaa {t}
dagbani password ¦ Dagbani, a yɛltɔɣa sɔɣirili (your hidden word), as remembered ¦ p ¦ A yɛltɔɣa sɔɣirili n-nyɛ {t}
twi password ¦ Twi, wo ahintasɛm (your secret word, password), as remembered ¦ p ¦ Wo ahintasɛm ne: {t}
fante recovery code ¦ Fante, wo nsanyi kood (your recovery code), as remembered ¦ ms ¦ Wo nsanyi kood nye: {t}
ewe password ¦ Ewe, wò nya ɣaɣla (your hidden word), as remembered ¦ p ¦ Wò nya ɣaɣla enye: {t}
fon password ¦ Fon, xó nùglɔ̌ towe (your hidden word), as remembered ¦ p ¦ Xó nùglɔ̌ towe wɛ nyí: {t}
kabiye code ¦ Kabiyè, ŋ-tɔm ŋgbɛyɛ (your secret word), as remembered ¦ gh ¦ Ŋ-tɔm ŋgbɛyɛ: {t}
gourmanche pin ¦ Gourmanché, a lamaali yibu (your secret number), as remembered ¦ pin6 ¦ A lamaali yibu n tie {t}
bissa password ¦ Bissa, fu gundo yɛlɛ (your secret word), as remembered ¦ p ¦ Fu gundo yɛlɛ: {t}
hausa password ¦ Hausa, kalmar sirri (word of secret, password), Latin ¦ p ¦ Kalmar sirrinka ita ce: {t}
hausa ajami password ¦ Hausa in Ajami, كَلْمَرْ سِرِّ (kalmar sirri), Arabic script, as remembered ¦ p ¦ كَلْمَرْ سِرِّنْكَ: {t}
igbo password ¦ Igbo, okwuntughe (password) ¦ p ¦ Okwuntughe gị bụ: {t}
ibibio pin ¦ Ibibio, nọmba ndịbe fo (your hidden number), as remembered ¦ pin6 ¦ Nọmba ndịbe fo edi {t}
tiv password ¦ Tiv, ishember i ashe (secret word), as remembered ¦ p ¦ Ishember i ashe you: {t}
kanuri password ¦ Kanuri, kalma sirrəye (secret word), as remembered ¦ p ¦ Kalma sirrəye nəmma: {t}
zarma pin ¦ Zarma, ni tiira lamba (your hidden number), as remembered ¦ pin6 ¦ Ni tiira lamba ga ti {t}
songhay passphrase ¦ Songhay (Koyraboro Senni), ni sanni tugante (your hidden words), as remembered ¦ w5 ¦ Ni sanni tugante: {t}
dendi password ¦ Dendi, ni sanni tuguyan (your secret word), as remembered ¦ p ¦ Ni sanni tuguyan: {t}
tedaga code ¦ Tedaga (Tubu), kod sirri (secret code), as remembered ¦ gh ¦ Kod sirri: {t}
chadian arabic password ¦ Chadian Arabic, كلمة السر حقك (your password), Arabic script ¦ p ¦ كلمة السر حقك: {t}
krio password ¦ Krio, yu paswɔd (your password), as remembered ¦ p ¦ Yu paswɔd na: {t}
nigerian pidgin token ¦ Nigerian Pidgin, your access token (the English words as used) ¦ tok ¦ Dis na your access token, no show anybody: {t}
cameroonian pidgin pin ¦ Cameroonian Pidgin, ya secret PIN (your secret PIN) ¦ pin6 ¦ Ya secret PIN na {t}, no give am for nobody
mende password ¦ Mende, bi ndɔli hinda (your hidden word), as remembered ¦ p ¦ Bi ndɔli hinda: {t}
temne password ¦ Temne, wɔsɔ aŋ-gbal (your secret word), as remembered ¦ p ¦ Wɔsɔ aŋ-gbal: {t}
kpelle pin ¦ Kpelle, ɓɛ nɔmba lɔɔ (your secret number), as remembered ¦ pin6 ¦ Ɓɛ nɔmba lɔɔ kɛ {t}
vai password ¦ Vai in the Vai syllabary, ꕉ ꕢꕌ ꗏꕊ (your hidden word), Vai script, as remembered ¦ p ¦ ꕉ ꕢꕌ ꗏꕊ: {t}
kissi code ¦ Kissi, kɔd sɔsɔ (secret code), as remembered ¦ google ¦ Kɔd sɔsɔ: {t}
balanta password ¦ Balanta, ufala nsubu (secret word), as remembered ¦ p ¦ Ufala nsubu: {t}
baoule password ¦ Baoulé, a ndɛ sɔlɛ (your hidden word), as remembered ¦ p ¦ A ndɛ sɔlɛ yɛ: {t}
bete code ¦ Bété, kɔdɩ sɩɩ (secret code), as remembered ¦ gh ¦ Kɔdɩ sɩɩ: {t}
senufo pin ¦ Senufo (Supyire), mu nɔmbɛ laa (your hidden number), as remembered ¦ pin6 ¦ Mu nɔmbɛ laa: {t}
dogon password ¦ Dogon (Tommo So), u so dogo (your hidden word), as remembered ¦ p ¦ U so dogo: {t}
bozo code ¦ Bozo, i kod gundo (your secret code), as remembered ¦ ms ¦ I kod gundo: {t}
sango password ¦ Sango, mot de passe ti mo (your password, the French loan) ¦ p ¦ Mot de passe ti mo ayeke: {t}
lingala api key ¦ Lingala, fungola ya API na yo (your API key, fungola = key) ¦ tok ¦ Fungola ya API na yo: {t}
kikongo password ¦ Kikongo, mpovo ya nsweki (secret word), as remembered ¦ p ¦ Mpovo ya nsweki ya nge: {t}
kituba token ¦ Kituba, token ya nge ya kuzaba (your access token), as remembered ¦ b64 ¦ Token ya nge: {t}
ciluba password ¦ Ciluba, dîyi dyà musokoko (hidden word), as remembered ¦ p ¦ Dîyi dyèbe dyà musokoko: {t}
fang password ¦ Fang, ngam nsolé (hidden word), as remembered ¦ p ¦ Ngam nsolé wo: {t}
ewondo pin ¦ Ewondo, nomba nsolé (hidden number), as remembered ¦ pin6 ¦ Nomba wo nsolé ene {t}
duala passphrase ¦ Duala, mako ma bobe (hidden words), as remembered ¦ w5 ¦ Mako ma bobe mwa: {t}
bamum password ¦ Bamum in the Bamum script, ꚠꚶꛉ ꛃꚳ (secret word), Bamum script, as remembered ¦ p ¦ ꚠꚶꛉ ꛃꚳ: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("context", "note", "runtime", "args", "oserror", "keyerror", "group", "cause"),
    )
