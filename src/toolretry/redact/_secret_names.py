"""Which key names hold a secret, in any case style: one rule for text, parameters and headers."""

from __future__ import annotations

import re
from collections.abc import Container, Iterable

from ._folding import CASELESS_LETTERS
from ._vocabulary import IDENTIFIER_KEY_WORDS, foreign_family

__all__ = [
    "GATE_STEMS", "NAME_FAMILIES", "NAME_STEMS", "NOT_A_TOKEN_BEFORE", "OTHER_STEMS",
    "has_other_stem", "is_secret_name", "keeps_url", "name_words",
]  # fmt: skip

# `APIKey` -> API, Key; `newPassword` -> new, Password; `X-Hub-Signature-256` -> ..., 256;
# digits stay with the word before them (`b64`, `password2`).
_WORDS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+[0-9]*|[0-9]+")

# Every secret name holds one of these (lowercased): the text rule looks only at such names.
NAME_STEMS = (
    "pass", "pw", "secret", "token", "key", "sig", "auth", "cred", "cookie", "jwt", "bearer",
    # `OTHER_STEMS`: names of secrets that hold none of the words above.
    "session", "sessid", "code", "dsn", "database", "conn", "otp", "cvv", "cvc", "pin",
    "mnemonic", "phrase",
    # (a password's name misspelt without `pass` or `pw`: `pasword`, `pswd`)
    "pasw", "psw",
)  # fmt: skip

# Looked for by `has_other_stem` (a test checks that it finds each).
OTHER_STEMS = NAME_STEMS[NAME_STEMS.index("session") :]

# Families a user may switch off one by one (`disable_rule("name.token")`).
NAME_FAMILIES = (
    "name.auth",
    "name.card",
    "name.connection",
    "name.cookie",
    "name.credential",
    "name.key",
    "name.one_time_code",
    "name.password",
    "name.secret",
    "name.seed_phrase",
    "name.session",
    "name.signature",
    "name.token",
)

_PASSWORD = frozenset({"password", "passwd", "passphrase", "passcode", "pwd", "pw", "pass"})
# Short forms a name is written with (`tkn`, `STRIPE_SK`, `psk`): whole words only.
_ABBREVIATIONS = {
    "tkn": "name.token", "tok": "name.token", "sk": "name.key", "psk": "name.key",
    "pword": "name.password", "passw": "name.password",
    # a personal access token (GitHub's, Azure DevOps', GitLab's `PAT`)
    "pat": "name.token",
}  # fmt: skip
_KEY_QUALIFIERS = (
    "api", "access", "secret", "private", "signing", "sign", "master", "encryption", "encrypt",
    "enc", "sec",
    "decryption", "crypt", "cipher", "subscription", "app", "application", "auth", "client",
    "account", "shared", "service", "license", "licence", "admin", "webhook", "consumer",
    "session", "root", "storage", "hmac", "jwt", "ssh", "gpg", "pgp", "deploy", "integration",
    "server", "ingestion", "write", "read", "management", "partner", "merchant",
    # the keys of key management (NIST SP 800-57's wrapping and data keys) and of what they
    # unlock: a disk, a volume, a vault, a sealed store, a recovery
    "wrapping", "wrap", "kek", "dek", "luks", "disk", "volume", "vault", "unseal", "unlock",
    "recovery",
    # a key that enrols or pairs a device, or joins a wireless network (its password)
    "provisioning", "enrollment", "enrolment", "activation", "bootstrap", "pairing", "wpa",
    "wep", "wifi", "wlan", "preshared", "psk",
)  # fmt: skip
_KEY_QUALIFIER_SET = frozenset(_KEY_QUALIFIERS)
# `nextPageToken` is a cursor the model needs to page on; `max_tokens` is a number.
NOT_A_TOKEN_BEFORE = frozenset({
    "page", "next", "continuation", "cursor", "sync", "pagination", "resume", "prev",
    "previous", "start", "max", "min", "num", "total", "prompt", "completion", "input",
    "output", "reasoning", "cached", "reset", "request", "sequence", "idempotency", "progress",
    # (AWS's `ClientToken`, `ClientRequestToken`: an idempotency token the caller made up)
    "client",
})  # fmt: skip
_NOT_A_TOKEN_COMPOUND = ("pagetoken", "nexttoken", "synctoken", "continuationtoken", "cursortoken")
# Words that may follow the secret word and still name its value: `password_hash`, `api_key_b64`.
_VALUE_WORDS = frozenset({
    "value", "val", "str", "string", "text", "b64", "base64", "hex", "raw", "plain",
    "plaintext", "enc", "encrypted", "hash", "hashed", "digest", "data", "bytes", "header",
    "param", "env", "pem", "der", "json", "override", "confirmation", "confirm", "again",
    "repeat", "old", "new", "current", "v", "s",
    # (what a secret was read or serialised into: `session_blob`, `token_contents`)
    "blob", "contents", "content",
    # (a secret split or listed: `api_key_parts`, `signing_key_chunks`, `password_list`)
    "part", "parts", "chunk", "chunks", "piece", "pieces", "segments", "fragments", "list",
    "values",
    # (what a command or a function was handed it as: `nomad_token_arg`, `password_option`)
    "arg", "args", "argument", "parameter", "opt", "option", "input", "given", "supplied",
})  # fmt: skip
# Files and stores that hold a private key: their name before a value word names the key they
# were read into (`keyfile_contents`, `keystore_b64`, `keytab_data`), not their path.
_KEY_HOLDERS = frozenset({
    "keyfile", "keystore", "keytab", "keyring", "keychain", "keypair", "keybag", "pem", "p12",
    "pfx", "pkcs12", "jks",
})  # fmt: skip

# Whole words that name a secret by themselves (`pin`, not `ping`, `spinner` or `pinned`; `seed`
# alone is a random seed, `seed=42`; a `session` count is `sessions`; and `…sessid`, below).
_OTHER_FAMILIES = {
    "session": "name.session", "sessionid": "name.session", "jsessionid": "name.session",
    "dsn": "name.connection", "connectionstring": "name.connection", "connstr": "name.connection",
    "databaseurl": "name.connection", "databaseuri": "name.connection",
    "otp": "name.one_time_code", "totp": "name.one_time_code", "hotp": "name.one_time_code",
    "cvv": "name.card", "cvc": "name.card", "cvv2": "name.card", "cvc2": "name.card",
    "pin": "name.card", "pincode": "name.card", "pinnumber": "name.card",
    # a SIM's unblocking key (3GPP TS 31.102): opens the card as its PIN does
    "puk": "name.card",
    "mnemonic": "name.seed_phrase", "seedphrase": "name.seed_phrase",
    # the secret a password hash is keyed with beside its salt (OWASP's word; a salt is public)
    "pepper": "name.secret",
    # the names of a private key's own encodings, as their standards write them: BIP32 and
    # SLIP-132 extended private keys (`xprv`, `tprv`, `yprv`, `zprv`...), Bitcoin's Wallet
    # Import Format, Nostr's bech32 secret key; a private key's short name
    **dict.fromkeys(
        ("xprv", "tprv", "yprv", "zprv", "uprv", "vprv", "wif", "nsec", "privkey", "prvkey"),
        "name.key",
    ),
    # the per-session secret a form echoes back (OWASP: as secret as the session it guards)
    "csrf": "name.token", "xsrf": "name.token",
}  # fmt: skip
# Where a secret is written glued to what it opens (`storepass`, `keypass`, `dbpass`,
# `adminpass`): `pass` after a store or an account's name; not `bypass`, `compass`, `firstpass`.
_PASS_OWNERS = (
    *_KEY_QUALIFIERS, "store", "key", "trust", "keystore", "truststore", "db", "user", "login",
    "wifi", "wpa", "vnc", "bind", "smtp", "mail", "ftp", "proxy",
)  # fmt: skip
# Words after which `seed` is the secret of a one-time-code generator (`totp_seed`, `mfa_seed`),
# not a random generator's seed (`seed=42`, `random_seed`).
_OTP_WORDS = ("otp", "totp", "hotp", "mfa", "2fa", "authenticator")
# A last word that names a secret only after a given word: `session_id`, not `order_id`.
_SECOND_WORDS = {
    "id": {"session": "name.session"},
    "number": {"pin": "name.card", "otp": "name.one_time_code", "secret": "name.secret"},
    "url": {"database": "name.connection", "db": "name.connection"},
    "uri": {"database": "name.connection", "db": "name.connection"},
    "string": {"connection": "name.connection", "conn": "name.connection"},
    "str": {"connection": "name.connection", "conn": "name.connection"},
    "code": {
        "otp": "name.one_time_code", "totp": "name.one_time_code", "hotp": "name.one_time_code",
        "pin": "name.card",
        # a code that opens an account, a device or a door (`recovery_code`, `door_code`)
        **dict.fromkeys(
            ("recovery", "backup", "unlock", "mfa", "verification", "security", "activation",
             "auth", "login", "sms", "puk", "2fa", "door", "alarm", "gate", "keypad", "lock",
             "access", "entry", "pairing",
             # (OAuth's device grant: what the device polls with for its tokens)
             "device"),
            "name.one_time_code",
        ),
    },
    # a safe's or a lock's combination; SNMP's community string (its password)
    "combination": dict.fromkeys(("safe", "lock", "vault"), "name.password"),
    "community": {"snmp": "name.password"},
    "phrase": {"seed": "name.seed_phrase", "recovery": "name.seed_phrase",
               "mnemonic": "name.seed_phrase", "pass": "name.password",
               # a phrase that opens a wallet or a key store by itself
               "unlock": "name.password", "wallet": "name.seed_phrase"},
    # (and a wallet's seed, its words or its master key: BIP-39, BIP-32)
    "seed": {**dict.fromkeys(_OTP_WORDS, "name.one_time_code"), **dict.fromkeys(
        ("wallet", "bip39", "bip32", "hd", "master", "recovery"), "name.seed_phrase")},
    # (a compound split in two: `pass word`, `dbPassWord`, `seed_words`)
    "word": {"pass": "name.password", "seed": "name.seed_phrase",
             "mnemonic": "name.seed_phrase", "recovery": "name.seed_phrase",
             "backup": "name.seed_phrase", "wallet": "name.seed_phrase",
             "secret": "name.password", "unlock": "name.password"},
    # raw key bytes (TLS's `keying material`, `hmac_material`, `signing_material`)
    "material": dict.fromkeys((*_KEY_QUALIFIERS, "key", "keying"), "name.key"),
    # the answer to a security question opens the account as a password does
    "answer": dict.fromkeys(("secret", "security", "challenge", "recovery"), "name.password"),
}  # fmt: skip

# A password's name as typed in a hurry (`passwrd`, `pasword`, `paswd`, `pswd`, `passwod`): the
# stems `pass` and `pw` are there, the word a schema rejects or a config misnames is still one.
# (a creole's, `paaswod`, too)
_MISPELT = r"p(?:a{1,2}|@)?s{1,2}w[a-z]{0,4}[dt]|wachtw[a-z]{2,5}"
_MISSPELT_PASSWORD = re.compile(_MISPELT)

_MAX_CACHE = 4096


def name_words(name: str) -> tuple[str, ...]:
    """The lowercase words of a name in any style: ``x-api-key``, ``apiKey``, ``API_KEY``."""
    if not name.isascii():
        name = name.translate(CASELESS_LETTERS)
    return tuple(word.lower() for word in _WORDS.findall(name))


def _family(words: tuple[str, ...], i: int) -> str | None:
    """The family of secret that word ``i`` of ``words`` names, if it names one there."""
    word = words[i]
    if (
        word[-1:].isdigit()
        and word[:1].isalpha()
        and not word.rstrip("0123456789").endswith("auth")
    ):  # `pw2`, `token2`, `sk1`: a second of one (`Auth0`, `OAuth2`: a vendor, a protocol)
        word = word.rstrip("0123456789")
    before = words[i - 1] if i else ""
    if word in _OTHER_FAMILIES or word.endswith(("sessid", "sessionid")):  # (`PHPSESSID`)
        return _OTHER_FAMILIES.get(word, "name.session")
    if word.endswith("s") and word[:-1] in _SECOND_WORDS:
        word = word[:-1]  # a list of them: `recovery_codes`, `backup_codes`, `seed_words`
    if word in _SECOND_WORDS:  # `session_id`, `totp_code`, `seed_phrase`, `connection_string`
        if word == "id" and before == "key" and i >= 2 and words[i - 2] == "private":
            # The id of a private key is written only in the key's own file (`private_key_id`
            # of a service account); an API or access key's id (`AccessKeyId`) is public.
            return "name.key"
        return _SECOND_WORDS[word].get(before)
    if word in _PASSWORD or "password" in word or "passwd" in word or word.endswith("pwd"):
        return "name.password"
    if any(word.startswith(p) and word[len(p) :] in _VALUE_WORDS for p in ("pass", "pwd", "pw")):
        return "name.password"  # glued to what it was stored as: `passhash`, `pwdhash`, `pwhex`
    if word in _ABBREVIATIONS:
        return _ABBREVIATIONS[word]
    if word.endswith("pass") and word[:-4].endswith(_PASS_OWNERS):
        return "name.password"  # `storepass`, `keypass`, `adminpass`
    if _MISSPELT_PASSWORD.fullmatch(word) or word.endswith(("authtok", "rootpw")):
        return "name.password"  # `passwrd`, `pasword`, `pswd`; PAM's and SSSD's `authtok`
    if word in ("token", "jwt", "bearer"):
        return None if before in NOT_A_TOKEN_BEFORE else "name.token"
    if word == "tokens":  # Alone, or `max_tokens`, it counts what a model read: not a secret.
        return "name.token" if before in _KEY_QUALIFIER_SET or before == "refresh" else None
    if word.endswith("tokens") and not word.endswith(_NOT_A_TOKEN_COMPOUND):
        return "name.token" if word[:-6].endswith(("access", "refresh", "auth", "api")) else None
    if word.endswith("token") and not word.endswith(_NOT_A_TOKEN_COMPOUND):
        return "name.token"
    if word in ("secret", "secrets") or word.endswith("secret"):
        return "name.secret"
    if word in ("key", "keys"):
        if words[0] == "x" and len(words) >= 3 and before not in IDENTIFIER_KEY_WORDS:
            # a vendor's header (`X-Gladia-Key`), not what a cache keys by (`X-Cache-Key`)
            return "name.key"
        return "name.key" if len(words) == 1 or before in _KEY_QUALIFIER_SET else None
    if word.endswith(("key", "keys")):
        stem = word[:-4] if word.endswith("keys") else word[:-3]
        return "name.key" if stem.endswith(_KEY_QUALIFIERS) else None
    if word in ("sig", "signature") or word.endswith("signature"):
        return "name.signature"
    if word in ("auth", "oauth", "authorization") or word.endswith(("authorization", "auth")):
        return "name.auth"
    if word in ("cred", "creds") or word.endswith(("credential", "credentials")):
        return "name.credential"
    if word in ("cookie", "cookies") or word.endswith("cookie"):
        return "name.cookie"
    return None


# The endings of a Romance language's adjectives that no English word of a name has
# (`telefonico`, `bancaria`, `privado`, `provisoria`); not a noun's (`token_estado`) nor a
# database key's kind (`clave_primaria`, `chiave_unica`).
_ROMANCE_ADJECTIVE = re.compile(
    r"(?!(?:estado|resultado|pedido|periodo|mercado|contenido|partido|metodo|tamano)s?$)"
    r"(?!primari|primair|secundari|secondari|secondair|unic|uniqu)"
    r"[a-z]{2,}(?:ico|ica|ivo|iva|ario|aria|aire|ado|ada|ido|ida|eto|eta|oso|osa|orio|oria|"
    r"ório|ória|ável|ível|reto|reta)s?"
)
# Prepositions that join a Romance name's head to what qualifies it (`token de acesso`).
_LINKS = frozenset({"de", "do", "da", "dos", "das", "di", "del", "della", "dello", "du", "des"})


def _last_family(words: tuple[str, ...]) -> str | None:
    """The family the last word of ``words`` names, past value words (``hash``, ``b64``) and
    a variant's word (``OCPI_TOKEN_B``, ``api_key_backup``)."""
    family = None
    for i in range(len(words) - 1, -1, -1):
        family = _family(words, i)
        if family is None and i < len(words) - 1 and words[i] in _KEY_HOLDERS:
            return "name.key"  # (a value word came after it: `keyfile_contents`)
        if family is not None or not (words[i] in _VALUE_WORDS or is_variant_word(words, i)):
            break
    return family


# Words that name which of several of one secret a value is (a rotation's second, a backup, a
# deployment's): `api_key_backup`, `OCPI_TOKEN_B`, `STRIPE_KEY_LIVE` name a key still.
_VARIANT_WORDS = frozenset({
    "backup", "bak", "prev", "previous", "primary", "secondary", "alt", "fallback", "next",
    "rotated", "live", "prod", "production", "staging", "test", "sandbox", "dev", "local",
})  # fmt: skip


def is_variant_word(words: tuple[str, ...], i: int) -> bool:
    """Whether word ``i`` (after the first) is a number, a single letter or a variant's word."""
    word = words[i]
    return i > 0 and (word.isdigit() or len(word) == 1 or word in _VARIANT_WORDS)


def without_variants(words: tuple[str, ...]) -> tuple[str, ...]:
    """``words`` less the value and variant words that end it (`genie_key_value` → `genie,
    key`)."""
    end = len(words)
    while end > 1 and (words[end - 1] in _VALUE_WORDS or is_variant_word(words, end - 1)):
        end -= 1
    return words[:end]


def is_secret_name(
    name: str,
    enabled: frozenset[str],
    extra: Iterable[tuple[str, ...]] = (),
    cache: dict[str, bool] | None = None,
) -> bool:
    """Whether a value under ``name`` is a secret.

    The last word that is not a value word (``hash``, ``b64``, a number...) must name a secret of
    an ``enabled`` family: ``api_key`` and ``newPassword`` do, ``api_key_id``, ``token_type``,
    ``sort_key`` and ``max_tokens`` do not. ``extra`` holds user names as words; a name ending in
    those words is a secret too.
    """
    if cache is not None and (known := cache.get(name)) is not None:
        return known
    words = name_words(name)
    result = False
    for user in extra:
        if user and words[-len(user) :] == user:
            result = True
            break
    else:
        family = _last_family(words)
        if family is None and (link := next((w for w in words if w in _LINKS), None)):
            # A Romance name puts its head first: `token_de_acesso`, `key_del_cliente`.
            family = _last_family(words[: words.index(link)])
        if family is None and len(words) >= 2 and _ROMANCE_ADJECTIVE.fullmatch(words[-1]):
            # An adjective of a Romance language after its head: `pin_telefonico`,
            # `clave_secreta`, `token_privado`, `senha_provisoria`.
            family = _last_family(words[:-1]) or foreign_family("_".join(words[:-1]))
        if family is None:
            # No English word named a secret: one of another language may (`Passwort`, `密码`).
            family = foreign_family(name)
        result = family is not None and family in enabled
    if cache is not None:
        if len(cache) >= _MAX_CACHE:
            cache.clear()
        cache[name] = result
    return result


def keeps_url(name: str, value: str) -> bool:
    """Whether ``value``, under the secret ``name``, is a URL left to the URL rules: under a
    connection name (``DATABASE_URL``, ``dsn``) they hide its password and keep its host."""
    if "://" not in value:
        return False  # The common case: one scan, no words.
    words = name_words(name)
    return any(_family(words, i) == "name.connection" for i in range(len(words)))


# After one of `OTHER_STEMS`: the rest of a name, then a separator ("session_id=",
# '"DATABASE_URL": ', "pin%3D"). The lookahead and backreference make an atomic group
# (Python 3.10 has none): the name's run is never given back.
_REST_OF_NAME_THEN_SEPARATOR = re.compile(
    r"(?=([a-z0-9_.\-]{0,64}))\1\\?[\"']?[ \t]*(?:[:=\uff1a\uff1d]|%3[ad]|%253[ad]|\\u003[ad])"
)
GATE_STEMS = (  # (`cv` for both `cvv` and `cvc`)
    "session", "sessid", "code", "dsn", "database", "conn", "otp", "cv", "pin", "mnemonic",
    "phrase", "pasw", "psw",
)  # fmt: skip


def has_other_stem(folded: str, seen: Container[str] | None = None) -> bool:
    """Whether ``folded`` names a secret by one of ``OTHER_STEMS`` before a separator.

    These stems are common words of error text ("connection refused", "mapping", "database is
    locked"): alone, each would send such a message through the costly key-value step, so a
    stem counts only where the rest of a name and a separator follow. A `find` and an anchored
    match at each hit: cheaper than one search for all the stems as an alternation, or than
    looking for separators first (bench_redact.py measures the common message).
    """
    match = _REST_OF_NAME_THEN_SEPARATOR.match
    for stem in GATE_STEMS:
        if seen is not None and stem not in seen:
            continue  # (the shared look found it nowhere)
        i = folded.find(stem)
        while i != -1:
            if match(folded, i + len(stem)) is not None:
                return True
            i = folded.find(stem, i + 1)
    return False
