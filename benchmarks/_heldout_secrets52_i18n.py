"""Held-out set 52: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in languages of India's north-east, Dravidian languages and Sino-Tibetan languages of the
Himalayas and Myanmar.

Each language was grepped for by name in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file. Fourteen no earlier set named: Jingpho (the Kachin name for
itself; "Kachin" was named once), Sikkimese (Bhutia), Dimasa, Karbi, Mising, Rabha, Sumi,
Thadou, Paite, Zeme, Hakha Chin (Lai), Tedim (Zomi), Lahu and Irula. Named before but
written here again in other words: Kannada, Malayalam, Telugu, Tulu, Kodava, Meitei
(Manipuri), Mizo, Khasi, Bodo, Santali, Newar, Garo, Kokborok, Kurukh and Lisu. In most of
the north-eastern and Chin languages people write the English loan "password" (and "PIN",
"code") with their own word for "your" and "secret", so the phrases do; the words for the
smaller languages are as remembered (marked so), the Dravidian ones are those their localized
sign-in pages use. Scripts: Kannada, Malayalam, Telugu, Bengali-Assamese (Manipuri), Meitei
Mayek, Ol Chiki, Devanagari (Bodo, Newar, Kurukh), Tibetan (Sikkimese), Lisu (Fraser),
Tamil (Irula) and Latin.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "areca",
    "bamboo",
    "cardamom",
    "dolphin",
    "ginger",
    "hornbill",
    "jackfruit",
    "kingfisher",
    "lotus",
    "mithun",
    "orchid",
    "pepper",
    "rhododendron",
    "tamarind",
    "yak",
]

ROWS = r"""
kannada password ¦ Kannada, ಗುಪ್ತಪದ (secret word, password) ¦ p ¦ ನಿಮ್ಮ ಗುಪ್ತಪದ: {t}
kannada recovery code ¦ Kannada, ಮರುಪಡೆಯುವಿಕೆ ಕೋಡ್ (recovery code) ¦ gh ¦ ನಿಮ್ಮ ಮರುಪಡೆಯುವಿಕೆ ಕೋಡ್ {t} ಅನ್ನು ಸುರಕ್ಷಿತವಾಗಿ ಇರಿಸಿ
malayalam password ¦ Malayalam, പാസ്‌വേഡ് (password) ¦ p ¦ നിങ്ങളുടെ പാസ്‌വേഡ്: {t}
malayalam api key ¦ Malayalam, API കീ (API key) ¦ tok ¦ നിങ്ങളുടെ API കീ: {t}
telugu pin ¦ Telugu, పిన్ (PIN) ¦ pin6 ¦ మీ రహస్య పిన్: {t}
telugu passphrase ¦ Telugu, పాస్‌ఫ్రేజ్ (passphrase) ¦ w4 ¦ మీ పాస్‌ఫ్రేజ్ ఇది: {t}
tulu password ¦ Tulu in Kannada script, ಇರೆನ ಪಾಸ್‌ವರ್ಡ್ (your password), as remembered ¦ p ¦ ಇರೆನ ಪಾಸ್‌ವರ್ಡ್ {t}
kodava pin ¦ Kodava in Kannada script, ನಿಂಗಡ ಪಿನ್ (your PIN), as remembered ¦ pin8 ¦ ನಿಂಗಡ ಪಿನ್: {t}
irula password ¦ Irula in Tamil script, உங்க கடவுச்சொல் (your password), as remembered ¦ p ¦ உங்க கடவுச்சொல் {t}
meitei password bengali ¦ Meitei (Manipuri) in Bengali-Assamese script, নহাক্কী পাসৱার্ড (your password), as remembered ¦ p ¦ নহাক্কী পাসৱার্ড: {t}
meitei token mayek ¦ Meitei in Meitei Mayek, ꯅꯍꯥꯛꯀꯤ ꯇꯣꯀꯦꯟ (your token), as remembered ¦ b64 ¦ ꯅꯍꯥꯛꯀꯤ ꯇꯣꯀꯦꯟ: {t}
mizo secret word ¦ Mizo, i thuruk (your secret word), as remembered ¦ w4 ¦ I thuruk chu: {t}
khasi password ¦ Khasi, ka password jong phi (your password), as remembered ¦ p ¦ Ka password jong phi ka dei: {t}
bodo recovery code ¦ Bodo in Devanagari, नोंनि रिकभारि कोड (your recovery code), as remembered ¦ ms ¦ नोंनि रिकभारि कोड: {t}
santali password ¦ Santali in Ol Chiki, ᱟᱢᱟᱜ ᱯᱟᱥᱣᱟᱨᱰ (your password), as remembered ¦ p ¦ ᱟᱢᱟᱜ ᱯᱟᱥᱣᱟᱨᱰ: {t}
newar pin ¦ Newar (Nepal Bhasa) in Devanagari, छिगु गुप्त पिन (your secret PIN), as remembered ¦ pin6 ¦ छिगु गुप्त पिन: {t}
garo password ¦ Garo, nang·ni password (your password), as remembered ¦ p ¦ Nang·ni password: {t}
kokborok code ¦ Kokborok, nini code (your code), as remembered ¦ google ¦ Nini recovery code: {t}
kurukh password ¦ Kurukh in Devanagari, निंहय पासवर्ड (your password), as remembered ¦ p ¦ निंहय पासवर्ड: {t}
lisu api key ¦ Lisu in the Fraser script, ꓥꓶ API ꓗꓲ (your API key), as remembered ¦ tok ¦ ꓥꓶ API ꓗꓲ: {t}
jingpho password ¦ Jingpho (Kachin), na a password (your password), as remembered ¦ p ¦ Na a password gaw {t} re
sikkimese password ¦ Sikkimese (Bhutia) in Tibetan script, ཁྱོད་ཀྱི་གསང་ཚིག (your secret word, the Tibetan for password) ¦ p ¦ ཁྱོད་ཀྱི་གསང་ཚིག {t}
dimasa pin ¦ Dimasa, ning PIN (your PIN), as remembered ¦ pin8 ¦ Ning PIN: {t}
karbi password ¦ Karbi, nangli password (your password), as remembered ¦ p ¦ Nangli password: {t}
mising code ¦ Mising, no:kke code (your code), as remembered ¦ gh ¦ No:kke recovery code: {t}
rabha token ¦ Rabha, nangi token (your token), as remembered ¦ tok ¦ Nangi token: {t}
sumi passphrase ¦ Sumi (Sema), no ye password kuqhi (your password words), as remembered ¦ w5 ¦ No ye password kuqhi: {t}
thadou password ¦ Thadou, na password (your password), as remembered ¦ p ¦ Na password hi {t} ahi
paite pin ¦ Paite, na PIN (your PIN), as remembered ¦ pin6 ¦ Na PIN: {t}
zeme code ¦ Zeme, ang code (your code), as remembered ¦ ms ¦ Ang recovery code: {t}
hakha chin password ¦ Hakha Chin (Lai), na password (your password), as remembered ¦ p ¦ Na password cu {t} a si
tedim password ¦ Tedim (Zomi), na password (your password), as remembered ¦ p ¦ Na password pen {t} hi
kannada api key ¦ Kannada, API ಕೀ (API key) ¦ tok ¦ ನಿಮ್ಮ API ಕೀ: {t}
kannada pin ¦ Kannada, ಪಿನ್ (PIN) ¦ pin6 ¦ ನಿಮ್ಮ ರಹಸ್ಯ ಪಿನ್ {t}
malayalam recovery code ¦ Malayalam, വീണ്ടെടുക്കൽ കോഡ് (recovery code) ¦ google ¦ നിങ്ങളുടെ വീണ്ടെടുക്കൽ കോഡ്: {t}
malayalam pin ¦ Malayalam, പിൻ (PIN) ¦ pin8 ¦ നിങ്ങളുടെ രഹസ്യ പിൻ: {t}
telugu password ¦ Telugu, పాస్‌వర్డ్ (password) ¦ p ¦ మీ పాస్‌వర్డ్: {t}
telugu api key ¦ Telugu, API కీ (API key) ¦ tok ¦ మీ API కీ: {t}
telugu recovery code ¦ Telugu, పునరుద్ధరణ కోడ్ (recovery code) ¦ ms ¦ మీ పునరుద్ధరణ కోడ్: {t}
tulu pin ¦ Tulu in Kannada script, ಇರೆನ ಪಿನ್ (your PIN), as remembered ¦ pin6 ¦ ಇರೆನ ಪಿನ್ {t}
meitei passphrase ¦ Meitei in Bengali-Assamese script, নহাক্কী পাসফ্রেজ (your passphrase), as remembered ¦ w4 ¦ নহাক্কী পাসফ্রেজ: {t}
mizo pin ¦ Mizo, i PIN thuruk (your secret PIN), as remembered ¦ pin6 ¦ I PIN thuruk chu {t} a ni
khasi token ¦ Khasi, ka token jong phi (your token), as remembered ¦ b64 ¦ Ka token jong phi: {t}
bodo password ¦ Bodo in Devanagari, नोंनि पासवार्ड (your password), as remembered ¦ p ¦ नोंनि पासवार्ड: {t}
newar passphrase ¦ Newar in Devanagari, छिगु गुप्त वाक्य (your secret phrase), as remembered ¦ w5 ¦ छिगु गुप्त वाक्य: {t}
garo pin ¦ Garo, nang·ni PIN (your PIN), as remembered ¦ pin8 ¦ Nang·ni PIN: {t}
kokborok password ¦ Kokborok, nini password (your password), as remembered ¦ p ¦ Nini password: {t}
sikkimese pin ¦ Sikkimese in Tibetan script, གསང་གྲངས (secret number), as remembered ¦ pin6 ¦ ཁྱོད་ཀྱི་གསང་གྲངས {t}
jingpho code ¦ Jingpho, na a code (your code), as remembered ¦ gh ¦ Na a recovery code: {t}
lahu token ¦ Lahu, naw hk'a token (your token), as remembered ¦ b64 ¦ Naw hk'a token: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("context", "note", "runtime", "args", "oserror", "keyerror", "group", "cause"),
    )
