"""Held-out set 57: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the languages of Southeast Asia and the Pacific (set 57's share).

Languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; none matched, while Tagalog,
Cebuano, Ilocano, Javanese, Sundanese, Balinese, Tetum, Samoan, Tongan, Fijian, Māori,
Hawaiian, Khmer, Lao, Burmese, Shan, Hmong, Malay, Indonesian, Bislama, Tok Pisin, Chamorro,
Waray, Hiligaynon, Kapampangan, Bikol, Minangkabau, Acehnese, Palauan, Niuean, Tahitian,
Pijin and others did): Aklanon, Kinaray-a, Surigaonon, Masbateño, Ibanag, Ifugao, Kalinga,
Bontoc, Yakan, Mentawai, Nias, Rejang, Iu Mien, Khmu, Tai Dam, Jarai, Rhade, Bahnar,
Pukapukan, Nukuoro, Tuamotuan, Mangarevan, Tikopia, Rennellese and Nengone. Their phrases
are built as remembered (marked so): most of these languages borrow the word for password
from the national language (Filipino ``password``, Indonesian ``kata sandi``, Vietnamese
``mật khẩu``, Lao ``ລະຫັດຜ່ານ``, French ``mot de passe``) or say "secret word" with their own
words. The better-known languages use the words their localized sign-in pages use. Scripts:
Latin, Baybayin, Jawi (Arabic), Thai, Lao, Khmer, Myanmar (Burmese and Shan) and Tai Viet.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "banyan",
    "cassava",
    "durian",
    "frangipani",
    "galangal",
    "hibiscus",
    "jackfruit",
    "kapok",
    "lychee",
    "mangrove",
    "nipa",
    "pandanus",
    "rambutan",
    "sago",
    "taro",
    "ylang",
]

ROWS = r"""
tagalog password ¦ Tagalog, ang iyong password (your password) ¦ p ¦ Ang iyong password ay {t}
tagalog recovery code ¦ Tagalog, recovery code mo (your recovery code) ¦ gh ¦ Ito ang recovery code mo: {t}
tagalog baybayin password ¦ Tagalog in Baybayin, ᜀᜅ᜔ ᜁᜌᜓᜅ᜔ ᜉᜐ᜔ᜏᜓᜇ᜔ (ang iyong pasword), as remembered ¦ p ¦ ᜀᜅ᜔ ᜁᜌᜓᜅ᜔ ᜉᜐ᜔ᜏᜓᜇ᜔: {t}
cebuano pin ¦ Cebuano, ang imong PIN (your PIN) ¦ pin6 ¦ Ang imong PIN kay {t}
ilocano password ¦ Ilocano, ti password mo (your password) ¦ p ¦ Ti password mo ket {t}
hiligaynon api key ¦ Hiligaynon, ang imo nga API key (your API key) ¦ tok ¦ Ang imo nga API key: {t}
waray passphrase ¦ Waray, an imo sekreto nga mga pulong (your secret words), as remembered ¦ w4 ¦ An imo sekreto nga mga pulong: {t}
kapampangan password ¦ Kapampangan, ing password mu (your password) ¦ p ¦ Ing password mu: {t}
bikol recovery code ¦ Bikol, an saimong recovery code (your recovery code), as remembered ¦ google ¦ An saimong recovery code: {t}
aklanon password ¦ Aklanon, imong password (your password), as remembered ¦ p ¦ Ro imong password hay {t}
kinaraya pin ¦ Kinaray-a, imo nga PIN (your PIN), as remembered ¦ pin8 ¦ Ang imo nga PIN amo ang {t}
surigaonon token ¦ Surigaonon, imo na token (your token), as remembered ¦ b64 ¦ Imo na access token: {t}
masbateno password ¦ Masbateño, imo na password (your password), as remembered ¦ p ¦ An imo na password: {t}
ibanag password ¦ Ibanag, password mu (your password), as remembered ¦ p ¦ I password mu ay {t}
ifugao passphrase ¦ Ifugao, hekreton hinalita (secret words), as remembered ¦ w4 ¦ Hekreton hinalita-m: {t}
kalinga pin ¦ Kalinga, PIN mu (your PIN), as remembered ¦ pin6 ¦ Nan PIN mu et {t}
bontoc recovery code ¦ Bontoc, recovery code mu (your recovery code), as remembered ¦ ms ¦ Nan recovery code mu: {t}
yakan password ¦ Yakan, password nu (your password), as remembered ¦ p ¦ Password nu: {t}
indonesian password ¦ Indonesian, kata sandi (password) ¦ p ¦ Kata sandi Anda: {t}
indonesian recovery code ¦ Indonesian, kode pemulihan (recovery code) ¦ ms ¦ Kode pemulihan Anda: {t}
malay api key ¦ Malay, kunci API (API key) ¦ tok ¦ Kunci API anda: {t}
malay jawi password ¦ Malay in Jawi, کات لالوان (kata laluan, password), Arabic script, as remembered ¦ p ¦ کات لالوان اندا: {t}
javanese password ¦ Javanese, tembung sandhi (password word) ¦ p ¦ Tembung sandhi panjenengan: {t}
sundanese password ¦ Sundanese, kecap sandi (password word) ¦ p ¦ Kecap sandi anjeun: {t}
balinese pin ¦ Balinese, nomor rahasia (secret number), as remembered ¦ pin6 ¦ Nomor rahasia ragane: {t}
minangkabau passphrase ¦ Minangkabau, kato rahasio (secret words), as remembered ¦ w5 ¦ Kato rahasio angku: {t}
mentawai password ¦ Mentawai, kata sandi (Indonesian loan), as remembered ¦ p ¦ Kata sandimu: {t}
nias pin ¦ Nias, PIN-mö (your PIN), as remembered ¦ pin8 ¦ PIN-mö: {t}
rejang token ¦ Rejang, token akses (Indonesian loan), as remembered ¦ b64 ¦ Token akses kumu: {t}
tetum password ¦ Tetum, liafuan-xave (password) ¦ p ¦ Ita-nia liafuan-xave mak {t}
vietnamese password ¦ Vietnamese, mật khẩu (password) ¦ p ¦ Mật khẩu của bạn là {t}
vietnamese api key ¦ Vietnamese, khóa API (API key) ¦ tok ¦ Khóa API của bạn: {t}
jarai password ¦ Jarai, mật khẩu (Vietnamese loan), as remembered ¦ p ¦ Mật khẩu ih: {t}
rhade pin ¦ Rhade (Êđê), mã PIN (Vietnamese loan), as remembered ¦ pin6 ¦ Mã PIN ih jing {t}
bahnar recovery code ¦ Bahnar, mã khôi phục (Vietnamese loan), as remembered ¦ google ¦ Mã khôi phục ih: {t}
thai password ¦ Thai, รหัสผ่าน (password) ¦ p ¦ รหัสผ่านของคุณคือ {t}
thai token ¦ Thai, โทเค็นการเข้าถึง (access token) ¦ b64 ¦ โทเค็นการเข้าถึงของคุณ: {t}
lao password ¦ Lao, ລະຫັດຜ່ານ (password) ¦ p ¦ ລະຫັດຜ່ານຂອງທ່ານ: {t}
khmu password ¦ Khmu in Lao script, ລະຫັດຜ່ານ (Lao loan), as remembered ¦ p ¦ ລະຫັດຜ່ານ ໄມ: {t}
tai dam pin ¦ Tai Dam in Tai Viet script, PIN (loan), as remembered ¦ pin6 ¦ ꪣꪱ PIN: {t}
khmer password ¦ Khmer, ពាក្យសម្ងាត់ (password) ¦ p ¦ ពាក្យសម្ងាត់របស់អ្នក៖ {t}
khmer recovery code ¦ Khmer, លេខកូដសង្គ្រោះ (recovery code), as remembered ¦ gh ¦ លេខកូដសង្គ្រោះរបស់អ្នក៖ {t}
burmese pin ¦ Burmese, PIN နံပါတ် (PIN number), Myanmar script ¦ pin8 ¦ သင့် PIN နံပါတ်: {t}
shan password ¦ Shan, လၵ်းမၢႆလပ်ႉ (secret mark), Myanmar script, as remembered ¦ p ¦ လၵ်းမၢႆလပ်ႉ ၸဝ်ႈၵဝ်ႇ: {t}
hmong passphrase ¦ Hmong (RPA), lo lus zais (secret words) ¦ w4 ¦ Koj cov lus zais yog: {t}
iu mien password ¦ Iu Mien, meih nyei password (your password), as remembered ¦ p ¦ Meih nyei password se {t}
maori password ¦ Māori, kupuhipa (password) ¦ p ¦ Tō kupuhipa: {t}
maori api key ¦ Māori, kī API (API key), as remembered ¦ tok ¦ Tō kī API: {t}
hawaiian passphrase ¦ Hawaiian, ʻōlelo huna (secret words) ¦ w4 ¦ Kāu ʻōlelo huna: {t}
samoan password ¦ Samoan, upu lilo (secret word) ¦ p ¦ O lau upu lilo: {t}
tongan password ¦ Tongan, lea fakapulipuli (secret word) ¦ p ¦ Ko ho lea fakapulipuli: {t}
fijian pin ¦ Fijian, naba vuni (secret number), as remembered ¦ pin6 ¦ Na nomu naba vuni: {t}
tahitian password ¦ Tahitian, parau huna (secret word), as remembered ¦ p ¦ Tō ʻoe parau huna: {t}
tuamotuan password ¦ Tuamotuan, kupu huna (secret word), as remembered ¦ p ¦ To koe kupu huna: {t}
mangarevan passphrase ¦ Mangarevan, kupu muna (secret words), as remembered ¦ w4 ¦ To koe kupu muna: {t}
pukapukan pin ¦ Pukapukan, numela muna (secret number), as remembered ¦ pin6 ¦ Toou numela muna: {t}
nukuoro password ¦ Nukuoro, hada hagalongo (secret word), as remembered ¦ p ¦ Dau hada hagalongo: {t}
tikopia token ¦ Tikopia, token (loan), as remembered ¦ b64 ¦ Tou token: {t}
rennellese password ¦ Rennellese, password (loan), as remembered ¦ p ¦ Tou password ko {t}
nengone password ¦ Nengone, mot de passe (French loan), as remembered ¦ p ¦ Mot de passe bo: {t}
bislama password ¦ Bislama, pasword blong yu (your password) ¦ p ¦ Pasword blong yu hemi {t}
tok pisin recovery code ¦ Tok Pisin, kod bilong kisim bek (code to get back), as remembered ¦ ms ¦ Kod bilong kisim bek akaun: {t}
chamorro pin ¦ Chamorro, PIN-mu (your PIN) ¦ pin8 ¦ I PIN-mu: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("context", "note", "runtime", "args", "oserror", "keyerror", "group", "cause"),
    )
