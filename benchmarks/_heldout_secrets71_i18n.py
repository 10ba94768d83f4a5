"""Held-out set 71: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the languages of the Pacific and of Indigenous North America, in their scripts and
registers (a carrier's SMS, a council notice, a school's IT note, a radio station's login,
a tribal government's portal, a church youth group's chat).

Languages: Māori, Samoan, Tongan, Hawaiian, Fijian, Tok Pisin, Bislama, Cherokee (in the
syllabary), Navajo, Plains Cree (in syllabics), Ojibwe, Lakota, Central Alaskan Yup'ik and
Nahuatl. Scripts: Latin with macrons, ʻokina and glottal stops, the Cherokee syllabary and
Unified Canadian Aboriginal Syllabics. All words are as remembered, not verified against a
localized sign-in page. Where a language's own word for a credential is one I am sure of it
is used (Māori ``kupuhipa`` and ``waehere``, Hawaiian ``huaʻōlelo huna`` and ``helu huna``,
Tongan ``lea fufū`` and ``mataʻifika fufū``, Fijian ``vosa vuni`` and ``naba vuni``, Tok
Pisin ``hait namba``, Samoan ``numera faalilolilo``); elsewhere the message is written the
way bilingual notices in those communities are: greetings, thanks and the sentence in the
language, the credential's name in English or Spanish (Cherokee ``ᎣᏏᏲ``, ``ᏩᏙ``; Navajo
``Yáʼátʼééh``, ``Ahéheeʼ``; Cree ``ᑕᓂᓯ``; Ojibwe ``Boozhoo``, ``Miigwech``; Lakota
``Pilámayaye``; Yup'ik ``Waqaa``, ``Quyana``; Nahuatl ``Niltze``, ``Tlazohcamati``).
Grepped in every earlier ``benchmarks/*heldout*`` file: ``kupuhipa``, ``fufū``, ``vosa
vuni``, ``naba vuni`` and ``faalilolilo`` had been used (reused here in other sentences); the
greetings, ``waehere``, ``huaʻōlelo``, ``helu huna``, ``hait namba`` and ``mataʻifika`` had not.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "ahi",
    "awa",
    "hoku",
    "kai",
    "kauri",
    "koru",
    "manu",
    "marae",
    "pipi",
    "rangi",
    "tui",
    "ulu",
    "wai",
    "whetu",
    "ika",
    "niu",
]

ROWS = r"""
maori kupuhipa ¦ Māori, kupuhipa (password), a carrier's SMS ¦ p ¦ Kia ora! Ko tō kupuhipa hou: {t}. Kaua e tukuna ki tētahi atu.
maori waehere ¦ Māori, waehere (code), a one-time sign-in code ¦ pin6 ¦ Ko tō waehere takiuru: {t} — ka pau i roto i te 10 meneti.
maori recovery ¦ Māori, recovery codes in a kura's IT note ¦ gh ¦ E te whānau, tiakina ēnei waehere whakaora: {t}
maori key ¦ Māori, kī API (API key) in an iwi data portal ¦ tok ¦ Anei tō kī API mō te pātengi raraunga: {t}
samoan numera ¦ Samoan, numera faalilolilo (secret number, a PIN) ¦ pin6 ¦ Talofa! O lau numera faalilolilo fou: {t}. Aua le faailoa i se isi.
samoan password ¦ Samoan, upu (word) with the English password in a church youth chat ¦ p ¦ Talofa lava uso, o le password o le WiFi i le maota: {t}
samoan codes ¦ Samoan, recovery codes in a bank's notice ¦ ms ¦ Faamolemole teu lelei lenei code e toe maua ai lau account: {t}
tongan lea fufu ¦ Tongan, lea fufū (secret word) ¦ p ¦ Mālō e lelei! Ko hoʻo lea fufū foʻou: {t}
tongan pin ¦ Tongan, mataʻifika fufū (secret number) ¦ pin6 ¦ Ko hoʻo mataʻifika fufū ki he kaati: {t}. ʻOua ʻe vahevahe.
tongan token ¦ Tongan, a token for a radio station's streaming login ¦ b64 ¦ Ko e token ki he letiō: {t}
hawaiian huaolelo ¦ Hawaiian, huaʻōlelo huna (hidden word, password) ¦ p ¦ Aloha! ʻO kāu huaʻōlelo huna hou: {t}
hawaiian helu huna ¦ Hawaiian, helu huna (hidden number, a PIN) ¦ pin6 ¦ E mālama i kāu helu huna: {t}. Mahalo!
hawaiian passphrase ¦ Hawaiian, a passphrase of words for a hālau's shared drive ¦ w5 ¦ ʻO ka huaʻōlelo huna o ka waihona: {t}
fijian vosa vuni ¦ Fijian, vosa vuni (secret word) ¦ p ¦ Ni sa bula vinaka! Na nomu vosa vuni vou: {t}
fijian naba vuni ¦ Fijian, naba vuni (secret number) for a mobile wallet ¦ pin6 ¦ Na nomu naba vuni ni M-PAiSA: {t}. Kakua ni tukuna vei tani.
fijian api ¦ Fijian, an API key in a co-op's notice ¦ tok ¦ Oqo na nomu API key: {t} — maroroya vinaka.
tok pisin hait namba ¦ Tok Pisin, hait namba (hidden number, a PIN) ¦ pin6 ¦ Gude! Hait namba bilong yu em {t}. No ken givim long narapela man.
tok pisin pasword ¦ Tok Pisin, pasword bilong yu ¦ p ¦ Nupela pasword bilong yu em {t}. Senisim taim yu login.
tok pisin codes ¦ Tok Pisin, recovery codes kept by a school ¦ google ¦ Ol kod bilong kisim bek akaun: {t}
bislama pasword ¦ Bislama, pasword blong yu ¦ p ¦ Halo! Niu pasword blong yu hemi {t}. Yu no mas soem long narafala man.
bislama pin ¦ Bislama, PIN namba blong kad ¦ pin6 ¦ PIN namba blong kad blong yu hemi {t}.
bislama token ¦ Bislama, token blong API ¦ tok ¦ Token blong API blong yu: {t}
cherokee password ¦ Cherokee syllabary greeting and thanks, password in English (bilingual notice) ¦ p ¦ ᎣᏏᏲ! Your new password: {t} ᏩᏙ.
cherokee pin ¦ Cherokee syllabary, a PIN in a tribal portal's SMS ¦ pin6 ¦ ᎣᏏᏲ — PIN: {t}. ᏩᏙ!
cherokee recovery ¦ Cherokee syllabary greeting, recovery codes for a language app ¦ gh ¦ ᎣᏏᏲ! Keep these recovery codes safe: {t}
navajo password ¦ Navajo greeting and thanks around a password ¦ p ¦ Yáʼátʼééh! Your chapter house Wi-Fi password is {t}. Ahéheeʼ.
navajo token ¦ Navajo, an API token in a radio station's notice ¦ tok ¦ Yáʼátʼééh shiKʼéí — the station API token: {t}
cree password ¦ Plains Cree in syllabics, greeting and password ¦ p ¦ ᑕᓂᓯ! Your password: {t}
cree pin ¦ Plains Cree in syllabics, a band office PIN ¦ pin6 ¦ ᑕᓂᓯ ᑭᐦᑌᔭᐠ — PIN: {t}
ojibwe password ¦ Ojibwe greeting and thanks, a password ¦ p ¦ Boozhoo! Your temporary password is {t}. Miigwech.
ojibwe passphrase ¦ Ojibwe, a passphrase for a shared language archive ¦ w4 ¦ Boozhoo — archive passphrase: {t}
lakota password ¦ Lakota greeting and thanks, a password ¦ p ¦ Háu kola! Password: {t}. Pilámayaye.
lakota codes ¦ Lakota, backup codes for a tribal college account ¦ google ¦ Háu! Backup codes: {t} — Pilámayaye.
yupik password ¦ Central Alaskan Yup'ik greeting and thanks, a password ¦ p ¦ Waqaa! Your village clinic password is {t}. Quyana.
yupik pin ¦ Central Alaskan Yup'ik, a PIN in a co-op store's SMS ¦ pin6 ¦ Waqaa — your PIN is {t}. Quyana!
nahuatl contrasena ¦ Nahuatl greeting and thanks, a Spanish contraseña ¦ p ¦ Niltze! Moyancuic contraseña: {t}. Tlazohcamati.
nahuatl token ¦ Nahuatl greeting, a Spanish token de acceso ¦ b64 ¦ Niltze — token de acceso: {t}
maori te reo base64 ¦ Māori, a base64 key in a marae booking system ¦ b64 ¦ Kia ora — ko te kī tūmataiti tēnei: {t}
samoan ms ¦ Samoan, a Microsoft-style recovery key ¦ ms ¦ Talofa! O le recovery key: {t}
maori passphrase ¦ Māori, a passphrase of words for a whānau shared drive ¦ w4 ¦ Ko te kīanga huna o te puna kōnae: {t}
maori pin ¦ Māori, a PIN for a library card ¦ pin6 ¦ Kia ora — ko tō PIN hou mō te kāri whare pukapuka: {t}
samoan token ¦ Samoan, a token for a village council app ¦ tok ¦ Talofa — o le token mo le app a le fono: {t}
tongan recovery ¦ Tongan, recovery codes for a church account ¦ google ¦ Mālō e lelei — ko e ngaahi kouti ke toe maʻu ai: {t}
hawaiian recovery ¦ Hawaiian, recovery codes for a school account ¦ gh ¦ Aloha — e mālama i kēia mau code hoʻihoʻi: {t}
fijian password ¦ Fijian, a provisional password from a co-op ¦ p ¦ Bula! Na nomu password ni kena vakatovotovo: {t}
tok pisin token ¦ Tok Pisin, a token for a clinic app ¦ b64 ¦ Token bilong app bilong haus sik: {t}
bislama recovery ¦ Bislama, recovery codes ¦ ms ¦ Kod blong tekem bak akaon blong yu: {t}
cherokee token ¦ Cherokee syllabary greeting, an API token ¦ tok ¦ ᎣᏏᏲ — API token: {t} ᏩᏙ
navajo pin ¦ Navajo greeting, a PIN for a chapter house door ¦ pin6 ¦ Yáʼátʼééh! Door PIN: {t}. Ahéheeʼ.
cree token ¦ Plains Cree syllabics greeting, an access token ¦ b64 ¦ ᑕᓂᓯ — access token: {t}
ojibwe pin ¦ Ojibwe greeting, a PIN ¦ pin6 ¦ Boozhoo — your PIN is {t}. Miigwech.
lakota token ¦ Lakota greeting, an API key ¦ tok ¦ Háu! API key: {t}
yupik recovery ¦ Central Alaskan Yup'ik greeting, recovery codes ¦ gh ¦ Waqaa — recovery codes: {t}. Quyana.
nahuatl pin ¦ Nahuatl greeting, a Spanish NIP ¦ pin6 ¦ Niltze! Monip (NIP): {t}. Tlazohcamati.
hawaiian api ¦ Hawaiian, an API key for a loʻi monitoring app ¦ tok ¦ Aloha kākou! Eia ke kī API: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("runtime", "note", "cause", "keyerror", "args", "group", "oserror", "context", "process"),
    )
