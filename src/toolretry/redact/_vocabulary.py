"""The credential words of many languages: one vocabulary for the text rules (a password's
name before its value, a credential word before a generated value) and for key names (an
argument, a dict key or a header named ``Passwort``, ``contraseña``, ``密码`` or ``токен``)."""

from __future__ import annotations

import re
import unicodedata

from ._catalog_words import (
    CATALOG_PASSWORD_WORDS,
    MORE_KEY_WORDS,
    MORE_SECRET_WORDS,
    MORE_TOKEN_WORDS,
    OTHER_PASSWORD_WORDS,
    ROMANISED_ACCESS_WORDS,
    ROMANISED_KEY_WORDS,
    ROMANISED_PASSWORD_NAMES,
    ROMANISED_SECRET_WORDS,
)
from ._name_words import NameWords, is_unspaced
from ._recovery_words import RECOVERY_STEMS

__all__ = [
    "ENGLISH_PASSWORD_NAMES",
    "FOREIGN_CUES",
    "FOREIGN_WORD_CUES",
    "IDENTIFIER_KEY_WORDS",
    "INFLECTED_STEMS",
    "INFLECTION_ENDINGS",
    "KEY_WORDS",
    "PASSWORD_NAMES",
    "WORD_CUE_ENDINGS",
    "foreign_family",
]


def _bends(name: str) -> bool:
    """Whether ``name`` is of a script whose grammar glues endings or particles to it: one
    that separates words by spaces, or Korean (a stem of `パスワード` or `密码` would be a piece
    of other words)."""
    return ord(name[0]) < 0x0E00 or "\uac00" <= name[0] <= "\ud7a3"


# The name of a password, in English and in the other languages.
ENGLISH_PASSWORD_NAMES = 5
_TYPED_PASSWORD_NAMES = (
    # (the English ones first, ENGLISH_PASSWORD_NAMES of them: `_secret_names` judges a key's
    # name of them, a chat's short `pw` too)
    "password", "passwd", "passphrase", "pwd", "pw",
    "密码", "密碼", "口令", "暗號", "暗号", "密令", "パスワード", "暗証番号", "비밀번호", "암호",
    "패스워드", "пароль",
    "passwort", "kennwort", "mot de passe", "paswoord",
    "contraseña", "contrasena", "senha", "كلمة المرور", "كلمة السر", "parola d'ordine",
    "wachtwoord", "hasło", "haslo", "şifre", "sifre", "parola", "lösenord", "salasana", "heslo",
    "jelszó", "पासवर्ड", "mật khẩu", "kata sandi", "รหัสผ่าน", "סיסמה", "κωδικός πρόσβασης",
    "κωδικός", "رمز عبور", "lozinka", "parolă", "adgangskode", "passord", "geslo",
    "পাসওয়ার্ড", "கடவுச்சொல்", "kata laluan", "nenosiri", "پاس ورڈ", "парола", "лозинка",
    "პაროლი", "slaptažodis", "contrasenya", "contrasinal", "pasahitza", "lykilorð", "parool",
    "parole", "şifrə", "құпия сөз", "нууц үг", "గుప్తపదం", "పాస్‌వర్డ్", "પાસવર્ડ", "ਪਾਸਵਰਡ",
    "ಪಾಸ್‌ವರ್ಡ್", "പാസ്‌വേഡ്", "የይለፍ ቃል", "ពាក្យសម្ងាត់", "ລະຫັດຜ່ານ", "စကားဝှက်", "գաղտնաբառ",
    "fjalëkalimi", "cyfrinair", "kupuhipa", "kalmomin sirri", "ọrọ igbaniwọle",
    "palavra-passe", "palavra passe", "الرمز السري", "كلمة السر", "कूटशब्द", "गुप्तशब्द",
    "συνθηματικό", "συνθηματικό πρόσβασης", "گذرواژه", "کلمه عبور", "mật mã", "wagwoord",
    "parolo", "संकेतशब्द", "құпиясөз", "salasõna", "pasfhocal", "parol",
    # The short forms people write in chats and tickets: French `mdp` (mot de passe), Korean
    # `비번` (비밀번호), the Persian loanword `پسورد`; and the word as people misspell it or a
    # creole writes it.
    "mdp", "비번", "پسورد", "pasword", "paswd", "passwod", "paswod", "paaswod", "passwud",
    "paswud", "paaswud",
    # Chinese's passphrase (Taiwan's and the mainland's: `通關密語`, `通关密语`).
    "通關密語", "通关密语",
)  # fmt: skip

_ALSO_A_CODE = frozenset({"šifra", "sandi"})

# Every name of a password the text rows look for: the ones above, the words the machine's
# gettext catalogs translate "Password" to (`_catalog_words`: a real source, not a memory, of
# 36 more languages) and the languages no catalog here has (Tajik, Pashto, Javanese and
# Sundanese, Haitian, Tatar, Turkmen, Yoruba with its tones).
PASSWORD_NAMES = tuple(
    dict.fromkeys(
        (
            *_TYPED_PASSWORD_NAMES,
            # (less the words that also name a code: `šifra greške` is an error code,
            # `sandi` a cipher; as a key's name they still name a password)
            *(word for word in CATALOG_PASSWORD_WORDS if word not in _ALSO_A_CODE),
            *OTHER_PASSWORD_WORDS,
            "гузарвожа", "پټنوم", "tembung sandhi", "kecap sandi", "modpas", "kòd sekrè",
            "серсүз",
            "açar sözi", "ọ̀rọ̀ aṣínà", "ọrọ aṣina",
        )
    )
)  # fmt: skip

# A password's name as the grammar of its language bends it: a case ending (Finnish
# `salasanan`, Russian `паролем`, Polish `hasłem`, Czech `heslem`), a definite article glued on
# (Swedish `lösenordet`, Norwegian `passordet`, Danish `adgangskoden`), a possessive (Turkish
# `şifresi`, `parolası`), a particle (Korean `비밀번호가`). Each one-word name of another
# language (English does not bend its names this way: `passwords`, `passwordless` are other
# words) gives its stem, without a last vowel the ending replaces (`hasło` -> `hasł`).
_VOWELS = frozenset("aeiouyóoáéíúıöüåøæаеиоуыяюэёьій")
# Greek replaces its nouns' endings whole (`κωδικός`, `κωδικού`, `κωδικό`; `συνθηματικό`,
# `συνθηματικού`) and Hebrew a feminine noun's last letter (`סיסמה`, `סיסמת`, `סיסמתך`).
_REPLACED_ENDINGS = ("ός", "ος", "ό", "ο", "ί", "ι", "ה")


def _inflected_stem(name: str) -> str:
    if len(name) >= 5 and name.endswith(_REPLACED_ENDINGS):
        return name[: -2 if name.endswith(("ός", "ος")) else -1]
    return name[:-1] if name[-1] in _VOWELS and len(name) >= 5 else name


INFLECTED_STEMS = tuple(
    dict.fromkeys(
        (
            *(
                _inflected_stem(name)
                for name in _TYPED_PASSWORD_NAMES[ENGLISH_PASSWORD_NAMES:]
                if " " not in name and "'" not in name and len(name) >= 4 and _bends(name)
            ),
            # (the catalogs' words bend as the typed ones do: Faroese `loyniorðið`, Tagalog
            # `kontrasenyang`, Danish `kodeordet`; long words only, a short one is a piece of
            # other words)
            *(
                _inflected_stem(name)
                for name in (*CATALOG_PASSWORD_WORDS, *OTHER_PASSWORD_WORDS)
                if name not in _ALSO_A_CODE
                and " " not in name
                and "'" not in name
                and "-" not in name
                and len(name) >= 6
                and _bends(name)
            ),
            # (the stems a grammar alternates: see ``_ALTERNATED_KEY_STEMS`` below)
            "haśl", "slaptažodž", "lozinc",
            # (Hungarian `jelszó` -> `jelszavad`, `jelszavát`: the vowel lengthens to `av`)
            "jelszav",
        )
    )
)  # fmt: skip
# The endings those grammars glue on, in ASCII (what the gate asks of a text's words; the
# row's pattern takes any one to four letters after a stem).
INFLECTION_ENDINGS = (
    "a", "e", "i", "u", "y", "n", "t", "s", "en", "et", "er", "ene", "em", "om", "ou", "ja",
    "si", "ni", "yi", "na", "ta", "lla", "ssa", "sta", "ksi", "es", "ot", "at", "ia", "an",
    "ava", "avak", "ens", "ets", "ov", "ami",
    # (Hungarian possessives after `jelszav-`: `jelszavad`, `jelszavam`; Tagalog's linker
    # glued to a noun before its qualifier: `kontrasenyang`)
    "ad", "am", "avad", "avam", "ng", "ang",
    # (Hausa's possessives: `sirrinka`, `sirrinki`)
    "nka", "nki",
)  # fmt: skip


# Stems whose last consonant or vowel the grammar alternates, as the declension tables write
# them (a nominative's stem would miss these forms): Polish `hasło` -> `haśle` (locative),
# Finnish `avain` -> `avaimen` (consonant gradation), Romanian `cheie` -> `cheii`, `cheia`
# (genitive, article), Turkish `belirteç` -> `belirteci` (ç softened before a vowel), Greek
# `κλειδί` -> `κλειδιού`, `κλειδιά`, Czech `klíč` -> `klíče`, `klíčem`; and a password's name:
# Polish `hasło` -> `haśle`, Lithuanian `slaptažodis` -> `slaptažodžio`, Croatian `lozinka` ->
# `lozinci` (its stems join ``INFLECTED_STEMS``).
_ALTERNATED_KEY_STEMS = ("avaim", "chei", "κλειδι", "klíč")
# (Finnish `salainen` -> `salaisen`, `salaisella`: a secret's adjective alternates as a key does)
_ALTERNATED_SECRET_STEMS = ("salais",)
_ALTERNATED_TOKEN_STEMS = ("belirtec",)


def _stem(word: str) -> str:
    """A word without the last vowel or Baltic `-s` its grammar replaces, where five letters
    stay (`atslēga` -> `atslēg`, `paslaptis` -> `paslapt`): the ending of another case or an
    article is then inside the cue's word."""
    cut = word[:-1] if word.endswith("s") else word
    cut = cut[:-1] if cut[-1:] in _VOWELS or cut[-1:] in "ėąęįų" else cut
    return cut if len(cut) >= 5 else word


# Those of them written in ASCII, by their stems: the gate asks them of a text's words (with
# the grammar's endings, ``INFLECTION_ENDINGS``) in one set look, not by a search of its
# characters as the others (each word in that search costs every message its tries).
# (a word with an apostrophe, `alc'hwez`, by its longest run of letters: a text's words)
FOREIGN_WORD_CUES = tuple(
    dict.fromkeys(
        max(re.findall("[a-z]+", stem), key=len)
        for word in (*MORE_KEY_WORDS, *MORE_SECRET_WORDS, *MORE_TOKEN_WORDS)
        if (stem := _stem(word)).isascii()
    )
) + tuple(
    s
    for s in (*_ALTERNATED_KEY_STEMS, *_ALTERNATED_TOKEN_STEMS, *_ALTERNATED_SECRET_STEMS)
    if s.isascii()
)
# The endings their grammars glue on beside ``INFLECTION_ENDINGS``: Baltic and Finnic cases,
# Icelandic and Faroese articles, Malay and Indonesian possessives, Bantu noun classes.
WORD_CUE_ENDINGS = (
    "o", "is", "in", "inn", "inum", "ins", "nya", "anya", "uden", "den", "as", "us", "os", "ai",
    "am", "ar", "ir", "ok", "ot", "ja", "je", "ju", "om", "oj",
    # (Turkish possessive and case endings after a stem: `belirteci`, `belirtecini`)
    "ini", "ine", "inin", "iniz", "imiz",
    # (Finnish cases after a stem that alternated: `avaimella`, `salaisen`, `avaimesta`)
    "ella", "en", "essa", "esta", "elle", "elta", "eksi", "et",
)  # fmt: skip

# English `token` as the Indic and Perso-Arabic scripts spell the loanword (Bengali, Tamil,
# Telugu, Malayalam, Kannada, Gujarati, Punjabi, Odia, Urdu), and Vietnamese `mã truy cập`
# (an access code, the word its consoles use for an access token).
_LOANED_TOKEN_WORDS = (
    "টোকেন", "டோக்கன்", "టోకెన్", "ടോക്കൺ", "ಟೋಕನ್", "ટોકન", "ਟੋਕਨ", "ଟୋକେନ", "ٹوکن",
    "mã truy cập",
)  # fmt: skip

# The other languages' words for a token, a key and a secret (after which a generated-looking
# value is a credential's).
_TOKEN_WORDS = (
    "令牌", "トークン", "토큰", "токен", "jeton", "mã thông báo", "โทเค็น", "διακριτικό", "توکن",
    "टोकन", "טוקן", "токен доступу", *MORE_TOKEN_WORDS, *_LOANED_TOKEN_WORDS,
)  # fmt: skip
_KEY_WORDS = (
    "キー", "키", "ключ", "schlüssel", "clé", "clave", "chave", "مفتاح", "sleutel", "klucz",
    "anahtar", "chiave", "nyckel", "nøgle", "avain", "kulcs", "cheie", "ključ", "klíč", "kunci",
    "khóa", "คีย์", "กุญแจ", "κλειδί", "کلید", "कुंजी", "מפתח", "ключа", "ŝlosilo", "clau",
    *MORE_KEY_WORDS,
)  # fmt: skip
# The word for a key in the other languages (a recovery key's, a product key's: `リカバリーキー`).
KEY_WORDS = _KEY_WORDS
_SECRET_WORDS = (
    "密钥", "秘钥", "金鑰", "秘鑰", "密鑰", "秘密", "シークレット", "시크릿", "비밀", "секрет",
    "geheim", "secreto", "segredo", "segreto", "sekret", "gizli", "bí mật", "รหัสลับ", "μυστικό",
    "गुप्त", "secreta", "segreta", "secrète", "gheim",
    # Bengali `গোপন` (as in `গোপন কী`, a secret key)
    "গোপন",
    "geheime", "geheimer", "geheimnis", "sekretny", "секретный", "секретная", "секретное",
    *MORE_SECRET_WORDS,
)  # fmt: skip
_CREDENTIAL_WORDS = ("憑證", "凭证", "認証情報", "자격 증명", "учетные данные")

# The cues of the generated-value row beside the English ones (`_generated.CUES`), in order.
FOREIGN_CUES = (
    "令牌", "密钥", "秘钥", "金鑰", "憑證", "トークン", "キー", "토큰", "키", "токен", "ключ",
    "schlüssel", "clé", "jeton", "clave", "chave", "مفتاح", "رمز", "sleutel", "klucz", "anahtar",
    "chiave", "nyckel", "nøgle", "avain", "kulcs", "cheie", "ključ", "klíč", "kunci",
    "秘密", "シークレット", "시크릿", "비밀", "секрет", "geheim", "secreto", "segredo", "segreto",
    "sekret", "gizli", "سر", "сертификат", "कुंजी", "טוקן", "מפתח",
    "khóa", "bí mật", "mã thông báo", "โทเค็น", "คีย์", "รหัสลับ", "κλειδί", "διακριτικό",
    "μυστικό", "کلید", "توکن", "टोकन", "गुप्त", "токен доступу", "ключа",
    # (Thai's other word for a key, `กุญแจ`, and Bengali's for a secret)
    "กุญแจ", "গোপন",
    *_LOANED_TOKEN_WORDS,
    # (the words of the other languages by their stems: an ending the grammar glues on, a
    # case or an article, is inside the cue's word: `atslēgu`, `açarı`, `кілті`, `çelësi`)
    *dict.fromkeys(
        _stem(word) for word in (*MORE_KEY_WORDS, *MORE_SECRET_WORDS, *MORE_TOKEN_WORDS)
    ),
    *_ALTERNATED_KEY_STEMS, *_ALTERNATED_TOKEN_STEMS, *_ALTERNATED_SECRET_STEMS,
)  # fmt: skip

# Words before `key` that say what the key indexes or deduplicates: an identifier a model needs
# (`sort key`, `dedup key`, `idempotency key`), never a credential.
IDENTIFIER_KEY_WORDS = frozenset({
    "sort", "partition", "primary", "foreign", "composite", "unique", "natural", "surrogate",
    "dedup", "dedupe", "deduplication", "idempotency", "cache", "routing", "object", "row",
    "range", "shard", "sharding", "distribution", "cluster", "clustering", "lookup", "index",
    "grouping", "group", "correlation", "message", "hash", "bucket", "map",
    "dictionary", "dict", "registry", "join", "search", "sequence", "ordering", "record",
})  # fmt: skip

# Words that make a key word name a secret key (`clave_api`, `chiave_privata`, `ключ_доступа`).
_KEY_QUALIFIERS = frozenset({
    "api", "app", "access", "private", "secret", "auth", "client", "privada", "privado",
    "privée", "privee", "privé", "prive", "privata", "privato", "privat", "privater", "prywatny",
    "acceso", "accesso", "acces", "accès", "acesso", "zugang", "zugriff", "dostępu", "доступа",
    "приватный", "закрытый", "секретный", "gizli", "erişim", "toegang", "åtkomst",
})  # fmt: skip

# Key names of one word in English (`password`) are left to `_secret_names`; what is asked here
# is a name made of another language's words, split where a name's words split.
_NAME_SPLIT = re.compile(r"[\s_.\-/:]+|(?<=[a-zà-ÿ])(?=[A-ZÀ-Þ])")
# Letters that Unicode does not decompose into an ASCII letter and a mark.
_UNMARKED = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ı": "i", "ß": "ss", "æ": "ae"})


def _with_ascii_forms(words: tuple[str, ...]) -> tuple[str, ...]:
    """``words`` and, for each one in Latin letters with marks, the same without them: an
    identifier is typed on an English keyboard (`jelszo`, `parola`, `losenord`, `slaptazodis`).
    Only forms of five letters or more: `voti` (Estonian `võti`) is also Italian for votes."""
    plain = (
        "".join(c for c in unicodedata.normalize("NFKD", w.translate(_UNMARKED)) if c.isascii())
        for w in words
        if not w.isascii()
    )
    return tuple(dict.fromkeys((*words, *(p for p in plain if len(p) >= 5))))


_FAMILIES: tuple[tuple[str, tuple[str, ...]], ...] = (
    # (the English ones are `_secret_names`' to judge; a hyphen joins words as a space does)
    (
        "name.password",
        _with_ascii_forms(
            tuple(
                dict.fromkeys(
                    w.replace("-", " ")
                    for w in (
                        *PASSWORD_NAMES[ENGLISH_PASSWORD_NAMES:],
                        *CATALOG_PASSWORD_WORDS,
                        *OTHER_PASSWORD_WORDS,
                        *ROMANISED_PASSWORD_NAMES,
                    )
                )
            )
        ),
    ),
    ("name.token", _with_ascii_forms(_TOKEN_WORDS)),
    ("name.secret", _with_ascii_forms((*_SECRET_WORDS, *ROMANISED_SECRET_WORDS))),
    ("name.credential", _CREDENTIAL_WORDS),
)
_NAME_KEY_WORDS = _with_ascii_forms((*_KEY_WORDS, *ROMANISED_KEY_WORDS))
_NAME_KEY_QUALIFIERS = frozenset(
    (
        *_KEY_QUALIFIERS,
        *_with_ascii_forms(tuple(_KEY_QUALIFIERS)),
        *ROMANISED_SECRET_WORDS,
        *ROMANISED_ACCESS_WORDS,
    )
)


# The stems of a password's name in the grammars that bend it (``INFLECTED_STEMS``), and the
# same as typed on an English keyboard (`sifr` for `şifr`): four letters or more.
_BENT_STEMS = tuple(
    dict.fromkeys(
        form
        for stem in INFLECTED_STEMS
        for form in (
            stem,
            "".join(
                c for c in unicodedata.normalize("NFKD", stem.translate(_UNMARKED)) if c.isascii()
            ),
        )
        if len(form) >= 4 and _bends(stem)
    )
)


def _qualifies(word: str) -> bool:
    """Whether ``word`` says which key a key word names (`api`, `privada`, `odzyskiwania`: a key
    for recovering or unlocking is a secret too)."""
    return word in _NAME_KEY_QUALIFIERS or word.startswith(RECOVERY_STEMS)


# The families' vocabularies and the key words, each asked of a name's words at once.
_FAMILY_WORDS = tuple((family, NameWords(vocabulary)) for family, vocabulary in _FAMILIES)
_KEY_NAME_WORDS = NameWords(w for w in _NAME_KEY_WORDS if not is_unspaced(w))
_UNSPACED_KEY_WORDS = tuple(w for w in _NAME_KEY_WORDS if is_unspaced(w))
_BENT = frozenset(_BENT_STEMS)


def foreign_family(name: str) -> str | None:
    """The family of secret a key name in another language names (``Passwort``,
    ``mot_de_passe``, ``密码``, ``токен``, ``clave_api``), or None."""
    # (split before lower-casing: a camel-cased name's words, `senhaApp`, `chiaveSblocco`)
    words = tuple(w.lower() for w in _NAME_SPLIT.split(name) if w)
    if not words:
        return None
    phrase = " ".join(words)
    for family, vocabulary in _FAMILY_WORDS:
        if vocabulary.in_name(phrase, words):
            return family
    # (a password's name bent by its grammar, `sifresi`, `hasłem`: a stem, then four letters at
    # most; each stem is four letters or more)
    if any(w[:end] in _BENT for w in words for end in range(max(4, len(w) - 4), len(w) + 1)):
        return "name.password"
    if (len(words) == 1 or any(map(_qualifies, words))) and _KEY_NAME_WORDS.in_name(phrase, words):
        return "name.key"
    if not phrase.isascii():
        for word in _UNSPACED_KEY_WORDS:  # (`APIキー`, `비밀키`; not `키보드`, a keyboard)
            if phrase.endswith(word) or (
                # or the key word ends a word of the name and a qualifier says which key
                # (`กุญแจ_api`, `キー_private`)
                any(w.endswith(word) for w in words) and any(map(_qualifies, words))
            ):
                return "name.key"
    return None
