"""Values no row should hide, whichever row found them: the engine asks before it splices.

A row finds a value by where it stands (after a credential's name, beside a credential word,
in a login's message) and by its shape; neither says what the value *is*. Some values are
never the secret although they stand where one would, and the model needs them:

* a reference to a secret, not the secret: a variable in any common syntax (``${X}``,
  ``${env:X}``, ``$(X)``, ``{{ x }}``, ``%X%``, ``$X``, ``#{x}``), an inline object that only
  points at one (``{ env = "X" }``, ``[{name: pull}]``), a value inside an object named for a
  reference (``secretKeyRef: {…, key: name}``, ``valueFrom``), a credential file
  (``name:/path``) or a file path;
* a value a tool masked already (``****``, ``(protected)``, ``<hidden>``) or a state word;
* a value public by its label: a public key, a key id, a hash, digest, fingerprint or
  signature, an index or object key, or any name whose last word says it points at something
  (``…_id``, ``…Env``, ``…_file``, ``…Ref``), in the major languages' word for an identifier
  by its stem (so every inflection: ``identyfikatorze``, ``идентификатора``);
* a shape only public data has: an OpenPGP key id or fingerprint as tools print it (16 or 40
  upper-case hex digits), a percent-encoded URL without credentials, the base64 of a
  protocol's prompt (``UGFzc3dvcmQ6`` is SMTP's ``Password:``).

Asked once per hidden span (none in a common message), so it costs nothing where nothing is
found.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import re
from urllib.parse import unquote

from ._placeholders import is_placeholder
from ._public_words import is_public_word
from ._secret_names import NAME_FAMILIES, is_secret_name

__all__ = ["is_file_path", "is_public_value", "is_uuid"]

# A cookie's attributes alone, no name=value pair before them (`cookie: Secure; HttpOnly;
# SameSite=Lax`): how it is set, not a value.
_ATTRIBUTE = (
    r"(?:secure|httponly|partitioned|samesite=\w+|path=[^\s;]*|domain=[^\s;]*|max-age[= ]\d+"
    r"|priority=\w+)"
)
_COOKIE_ATTRIBUTES = re.compile(rf"(?i){_ATTRIBUTE}(?:[;,]?[ \t]+{_ATTRIBUTE}|;{_ATTRIBUTE})*[;,]?")
# A hash's or a cipher's algorithm by its name (`SHA-512`, `AES-256-GCM`, `argon2id`).
_ALGORITHM = re.compile(
    r"(?i)(?:sha|md5|bcrypt|scrypt|argon2(?:id|i|d)?|pbkdf2|hmac|aes|rsa|ecdsa|ed25519|blake[23]"
    r"|chacha20|des|3des)(?:[-_]?(?:sha)?\d{1,4})*(?:[-_](?:gcm|cbc|ctr|poly1305|hmac|sha\d{1,3}))*"
)
# A date, or a date and time (ISO 8601's): when a thing was set or changed, never a secret.
_DATE = re.compile(
    r"\d{4}-[01]\d-[0-3]\d(?:[T ][0-2]\d:[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?"
    r"(?:Z|[+-][0-2]\d:?[0-5]\d)?)?"
)
# A JVM type descriptor: a class by its package path (`Ljava/lang/String;`, arrays `[L…;`).
_TYPE_DESCRIPTOR = re.compile(r"\[*L(?:[a-z_$][\w$]*/)+[A-Za-z_$][\w$]*;?")
# (a dotfile too, `~/.npmrc`; a shell's glob stands for the files it names, `env/*.env`)
_FILE_PATH = re.compile(
    r"[\w.*-]*(?:/[\w.*-]+)*/[\w.*-]*\.[A-Za-z][A-Za-z0-9]{0,7}|[.~]?/[\w./*-]+"
)


_UUID = re.compile(r"[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}")


def is_uuid(value: str) -> bool:
    """A UUID (request ids, object ids): a fact a model needs, never a credential."""
    return len(value) == 36 and _UUID.fullmatch(value) is not None


# A Windows path: a drive, a variable or a share, then its folders (a backslash each, or two
# where the text escapes it: `C:\\Users\\dev\\keys\\id_ed25519.pub`).
_WINDOWS_PATH = re.compile(r"(?:[A-Za-z]:|%\w{1,40}%|\\\\{1,2}[\w.-]+)(?:\\{1,2}[\w.$~-]+)+\\{0,2}")


def is_file_path(value: str) -> bool:
    """An object key or file path (``uploads/2026/a1/b2.parquet``, ``/etc/app.conf``,
    ``C:\\Users\\dev\\id.pub``)."""
    if "\\" in value and _WINDOWS_PATH.fullmatch(value) is not None:
        return True
    return "/" in value and _FILE_PATH.fullmatch(value) is not None


# A value that is wholly a variable or template reference, in the syntaxes of shells, CI
# systems, build tools, templating and config loaders: it names where the secret is kept.
_REFERENCE = re.compile(
    r"\$\{\{[^{}]{1,120}\}\}"  # GitHub Actions `${{ secrets.X }}`
    r"|\$\{[^{}\s]{1,120}\}"  # shell, Maven, Log4j, Spring `${X}`, `${env:X}`, `${env.X}`
    r"|\$\([\w .:-]{1,120}\)"  # make, Azure Pipelines `$(X)`
    r"|\{\{[^{}]{1,120}\}\}"  # Jinja, Helm, Mustache `{{ x }}`
    r"|#\{[^{}\s]{1,120}\}"  # Ruby, Octopus `#{x}`
    r"|%[A-Za-z_][\w.-]{0,80}%"  # Windows `%X%`
    r"|\$[A-Z_][A-Z0-9_]{1,80}"  # a shell's upper-case environment variable `$X`
    r"|(?:env|vault|secret|file|ssm|aws-secretsmanager|op)://[\w./:-]{1,160}"  # a secret URI
    # (Vault's path and field without `//`, as Bank-Vaults and config injectors write it)
    r"|vault:[\w.-]{1,80}(?:/[\w.-]{1,80}){1,8}(?:#[\w.-]{1,80})?"
)
# Words of prose that no secret is: after `NAME= `, they say the value was left out.
_PROSE_WORDS = frozenset({"with", "without", "and", "or", "but", "has", "had", "was", "were"})
# A reference by a configuration language's dotted path: Terraform's and OpenTofu's
# `var.x`, `local.x`, `data.x.y`, `module.x.y`; GitHub Actions' `secrets.X`, `vars.X`, `env.X`.
_DOTTED_REFERENCE = re.compile(
    r"(?:var|local|module|data|each|self|secrets|vars|env|inputs|steps|needs)"
    r"\.[A-Za-z_][\w-]{0,80}(?:\.[A-Za-z_][\w-]{0,80}|\[[\w\"'-]{1,80}\]){0,6}"
)
# An inline object (or a list of them) whose every key says it points at something: TOML's
# `{ env = "X" }`, YAML's `[{name: pull-secret}]`, `{file: /run/x}`.
_POINTER_KEYS = (
    "env|name|key|file|path|ref|id|secret|secretname|var|variable|from|source|src|target|type"
)
# (or a longer key whose last word is one of a pointer's, `token_file`, `password-env`)
_POINTER_SUFFIXES = "env|file|path|ref|var|name|source|src"
_POINTER_PAIR = (
    rf"(?:{_POINTER_KEYS}|[\w-]{{1,60}}[_-](?:{_POINTER_SUFFIXES}))"
    rf"[ \t]*[=:][ \t]*[\"']?[\w./@:~-]{{1,120}}[\"']?"
)
_POINTER_OBJECT = re.compile(
    rf"\[?[ \t]*(?:\{{[ \t]*{_POINTER_PAIR}(?:[ \t]*,[ \t]*{_POINTER_PAIR})*[ \t]*\}}"
    rf"[ \t]*,?[ \t]*)+\]?",
    re.I,
)
# The same without braces, a mount's options (`id=npmrc,src=/home/ci/.npmrc`, BuildKit's
# `--secret`): where one of them is a path, the value says which file holds the secret.
_POINTER_LIST = re.compile(rf"{_POINTER_PAIR}(?:,{_POINTER_PAIR})+", re.I)
_PATH_OPTION = re.compile(r"=[\"']?~?/")
# A value inside an object opened after a name that says it refers (`secretKeyRef: {`,
# `valueFrom: {`, `passwordRef = {`).
_IN_REFERENCE = re.compile(r"(?:ref|from)[\"']?[ \t]*[:=][ \t]*\{[^{}]{0,120}$", re.I)
# A credential handed over as a file (systemd's `LoadCredential=name:/path`, `--secret
# id=x,src=/path`): a name, a colon, an absolute path.
_NAMED_FILE = re.compile(r"[\w.@-]{1,80}:(?:/|~/)[\w./-]{1,200}")
# A tool's mask in brackets: `(protected)`, `<hidden>`, `[masked]` (one or two lower-case
# words; no secret is written so).
# (in either case: GitLab's and GitHub Actions' `[MASKED]`)
_BRACKETED_MASK = re.compile(
    r"\([a-z]{3,20}(?:[ _-][a-z]{2,20})?\)|<[a-z]{3,20}>|\[[a-z]{3,20}\]", re.IGNORECASE
)
# OpenPGP's key id (16) and fingerprint (40) as gpg and git print them: upper-case hex.
_KEY_ID = re.compile(r"(?:0x)?(?=[0-9A-F]*[A-F])(?=[0-9A-F]*[0-9])(?:[0-9A-F]{16}|[0-9A-F]{40})")
_PLAIN_URL = re.compile(r"[a-z][a-z0-9+.-]{1,20}://[^@\s?#]+")
_PROMPT = re.compile(r"[A-Z][a-z]{2,20}(?: [a-z]{2,20})?:[ ]?")
_BASE64 = re.compile(r"[A-Za-z0-9+/]{8,40}={0,2}")

# The last word of a label that says the value points at something or is public by design.
# (Not `id`: `secret_id`, `session_id`, `SecretID`, `instanceId` are credentials; not
# `signature`: an HMAC signature in a request can be replayed.)
_POINTER_WORDS = frozenset({
    "hash", "hashes", "digest", "fingerprint", "checksum", "thumbprint", "env", "file", "path",
    "ref", "arn", "var", "variable", "index", "source",
})  # fmt: skip
# Two words of a label that make the value public: a public key, an object's key in storage.
_PUBLIC_PAIRS = frozenset(
    {("public", "key"), ("pub", "key"), ("object", "key"), ("public", "token"), ("site", "key")}
)
# (`publishable`: the key a vendor makes to be shipped in a web page, Stripe's and Supabase's;
# a CAPTCHA's site key, which the page carries beside its secret key)
_PUBLIC_WORDS = frozenset({"pubkey", "publickey", "publishable", "sitekey"})
# The words for a key or a token before an `id` that names it (`key id`, `访问密钥 ID`).
_KEY_WORDS = ("key", "token", "tok", "密钥", "密鑰", "キー", "키")
# A JSON Web Key's public members (RFC 7518 6.2.1, 6.3.1: an EC or OKP key's coordinates, an
# RSA key's modulus and exponent): the private ones are `d`, `p`, `q`, `dp`, `dq`, `qi`, `k`.
_JWK_PUBLIC = re.compile(r"[\"']?(?:x|y|n|e)[\"']?[ \t]*:[ \t]*[\"']?$")
_JWK_TYPE = re.compile(r"[\"']kty[\"'][ \t]*:")
# A name's separator between a label and its value (`token_hash: "`, `keyFile = `).
_NAMED_BEFORE = re.compile(r"[=:][\s\"'{\[]*$")
# Words that make an id a credential (as stems: `secretkey_id`).
_SECRET_STEMS = ("secret", "session", "private")
# A word that says a hash stands for a password: a password's hash can be cracked offline.
_PASSWORD_STEMS = ("pass", "pwd")
_DIGEST_WORDS = frozenset({"hash", "hashes", "digest", "checksum", "fingerprint", "thumbprint"})
# A word before a credential's name that says the value is its digest (`hashed_secret`,
# `sha256_token`: its words are `sha` and `token`), and a digest's shape: hex of 128 bits or more.
_HASHED = ("hash", "digest")
# (`sha`, `sha1`, `sha256`; not `shared`, a pre-shared key's word)
_SHA = re.compile(r"sha(?:3-?)?\d*")
_HEX_DIGEST = re.compile(r"[0-9a-fA-F]{32,128}")
# Words of a label that say a value of a key id's shape is one (`user.signingkey`, `gpg key`).
_KEY_ID_STEMS = ("sign", "gpg", "pgp", "keyid", "fingerprint")
# The nouns for "identifier" in the major languages, by stem (a stem covers every inflection,
# `identyfikatorze`, `идентификатора`, `tanımlayıcısı`); not the verb (`identified by`).
_ID_STEMS = (
    "identifier", "identifiant", "identificador", "identificativo", "identifikator",
    "identyfikator", "identifikátor", "идентификатор", "ідентифікатор", "azonosító",
    "tanımlayıcı", "kimlik", "αναγνωριστικ", "מזהה", "पहचानकर्ता", "ตัวระบุ", "識別子", "标识",
    "標識", "식별자",
)  # fmt: skip
# Every word the label tests below look for, in one search of the text before a value (its
# head and the 48 characters before it), before any of them is split into words.
_HINTS = (
    *_POINTER_WORDS,
    *_HASHED,
    "sha",
    "id",
    "pub",
    "object",
    "site",
    "existing",
    *_KEY_ID_STEMS,
)
_LABEL_HINT = re.compile("|".join((*_HINTS, *_ID_STEMS)))
_WORDS = re.compile(r"[^\W\d_]+")
# An object's name as Kubernetes writes them (RFC 1123: lower case, digits, `-` and `.`).
_RESOURCE_NAME = re.compile(r"[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?")
_FAMILIES = frozenset(NAME_FAMILIES)
_PASSWORD_MARK = re.compile(r"[^\W_][!~^*$%&][^\W_]")
# A name and its separator at a value's head: a row took a `name=value` pair whole. (A name
# is short: 40 characters before a `=` are a token's body with a `=` in it, `ATATT3…=0`.)
_OWN_NAME = re.compile(r"[A-Za-z][\w.-]{0,39}[ \t]*[=:][ \t]*(?=[^\s=:/])")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")


def _keyish(head: str) -> bool:
    """A value's head before a colon that is a key's own part, no name (Marketo's
    `<uuid>:<instance>`, `<id>:<secret>`)."""
    return is_uuid(head) or (len(head) >= 16 and not head.strip("0123456789abcdefABCDEF-"))


# Where a label ends: a sentence's or a record's break.
_BREAKS = ".;,|()\n"


# (a note of the value's form is not its label: `public key (base64) …`)
_FORM_NOTE = re.compile(r"\((?:base64|base58|hex|pem|der|b64|bech32)\)[ \t]*$")


def _label_words(text: str, start: int) -> list[str]:
    """The last words (lower case, camel case split) of the label before ``start``: up to
    three, in the 48 characters before it, not across a sentence's or a record's break."""
    window = _FORM_NOTE.sub("", text[max(0, start - 48) : start])
    if window[-1:] in ("-", "_") or window[-1:].isalnum():
        # (a vendor's prefix kept before the value, `pk-lf-`, `tok_`, `AKIA`, is not the label)
        window = window.rstrip("-_").rstrip(
            "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_"
        )
    cut = max(window.rfind(mark) for mark in _BREAKS)
    # (a break right before the value is its own punctuation: `key: (x)`; look past it, but
    # never past a line's end: the line before is another record's, `identifier\n?api_key=`)
    if cut >= len(window) - 2 and window[cut : cut + 1] != "\n":
        cut = max(window.rfind(mark, 0, cut) for mark in _BREAKS)
    window = _CAMEL.sub(" ", window[cut + 1 :])
    return [word.lower() for word in _WORDS.findall(window)][-3:]


def _decodes_to_prompt(value: str) -> bool:
    """Whether ``value`` is the base64 of a protocol's prompt (`Password:`, `Username:`)."""
    if len(value) % 4 or not _BASE64.fullmatch(value):
        return False
    try:
        plain = base64.b64decode(value, validate=True).decode("ascii")
    except (binascii.Error, UnicodeDecodeError):
        return False
    return _PROMPT.fullmatch(plain) is not None


def _is_record(value: str) -> bool:
    """Whether ``value`` is fields of a record (CEF's and LEEF's `|`, a table's row), not one
    word: a word of letters, and a `name=value` field, among three or more `|` pieces."""
    pieces = value.split("|")
    return (
        len(pieces) >= 3
        and any(piece.isalpha() and len(piece) >= 4 for piece in pieces)
        and any("=" in piece for piece in pieces)
    )


def _is_public_shape(value: str, glued: bool) -> bool:
    # (each shape asked only where a character it cannot do without is there: a text with
    # many values found, hostile or not, pays a few `in` tests a value)
    if is_placeholder(value):
        return True
    first = value[0]
    if first in "(<[" and _BRACKETED_MASK.fullmatch(value):
        return True
    if "|" in value and _is_record(value):
        return True
    if (first in "$%{#" or "://" in value or value.startswith("vault:")) and _REFERENCE.fullmatch(
        value
    ):
        return True
    if first.isalpha() and len(value) <= 24 and _ALGORITHM.fullmatch(value):
        return True  # (what a hash or a cipher is made with: `password_hash = SHA-512`)
    if first.isdigit() and (len(value) <= 2 or _DATE.fullmatch(value)):
        return True  # (a count, `PIN: 6 digits`; a date, `password set 2026-12-01`)
    if value in _PROSE_WORDS:
        return True  # (`KEY= with no value`: the name was left empty, prose goes on)
    if "." in value and value[:1].islower() and _DOTTED_REFERENCE.fullmatch(value):
        return True
    if first in "[{" and _POINTER_OBJECT.fullmatch(value):
        return True
    if first in "SsHhPpMmDd" and _COOKIE_ATTRIBUTES.fullmatch(value):
        return True
    if first in "L[" and "/" in value and _TYPE_DESCRIPTOR.fullmatch(value):
        return True  # (a JVM field's type, `apiToken:Ljava/lang/String;` in `javap`'s listing)
    if "/" in value and not glued:  # (glued to a kept prefix, `glsa_/…`, it is a token's body)
        if _NAMED_FILE.fullmatch(value) or is_file_path(value):
            return True
        if "=" in value and _POINTER_LIST.fullmatch(value) and _PATH_OPTION.search(value):
            return True
    if "%" in value and _PLAIN_URL.fullmatch(unquote(value)):
        return True
    # (a prompt is a word or two and a colon: 32 characters of base64 at most)
    return len(value) <= 32 and not len(value) % 4 and _decodes_to_prompt(value)


# A value the text calls public right after it, in parentheses: `(public)`, `(public key)`,
# `(storefront, public)`; not a sentence that goes on (`(public repo leaked)`).
_STATED_PUBLIC = re.compile(
    r"[\"'`]?[ \t]*\((?:(?:an?|the)[ \t]+)?"
    r"(?:public(?:[,;)]|[ \t]+(?:\w+[ \t]+)?(?:key|index|id|identifier|token|api|client)\b)"
    r"|[^()\n]{0,40}[,;][ \t]*public\))",
    re.IGNORECASE,
)


def is_public_value(
    text: str, start: int, end: int, own_names: tuple[tuple[str, ...], ...] = ()
) -> bool:
    """Whether the span ``text[start:end]`` a row would hide is a value no secret is: a
    reference, a mask, a public shape, or a value public by its label (module docstring).
    ``own_names``: the words of the names the policy was given as secret (``add_key_name``):
    a label ending in one of them is never taken for a public one."""
    value = text[start:end].strip(" \t'\"`")
    glued = start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_-")
    if not value or _is_public_shape(value, glued):
        return True
    if "public" in text[end : end + 64] and _STATED_PUBLIC.match(text, end) is not None:
        return True  # the text says so right after it: `mik_CBMv… (public, paired with …)`
    if text.rfind("{", max(0, start - 160), start) != -1 and _IN_REFERENCE.search(
        text, max(0, start - 160), start
    ):
        return True
    if (pair := _OWN_NAME.match(value)) is not None and not _keyish(pair.group().rstrip(" \t=:")):
        # (a row took a pair whole, `token_type=Bearer`: its value is what is judged, under its
        # own name)
        at = text.find(value, start, end) + pair.end()
        return at < end and is_public_value(text, at, end, own_names)
    if _JWK_PUBLIC.search(text, max(0, start - 12), start):
        # (a member of a JSON Web Key that names its type: `{"kty": "OKP", "x": "…"}`)
        opens = text.rfind("{", 0, start)
        closes = text.find("}", end)
        if opens != -1 and _JWK_TYPE.search(text, opens, len(text) if closes == -1 else closes):
            return True
    label = _label_words(text, start)
    if not (own_names and any(tuple(label[-len(name) :]) == name for name in own_names)) and (
        is_public_word(text, start, end, value, label)
    ):
        return True  # (a name, a protocol's word, prose: ``_public_words``)
    # The value's own head (`token_cache:` of an object key `token_cache:<hash>`, a vendor's
    # prefix), then its label before it.
    # (at most 64 characters back: a text without a break must not be read again per value)
    reach = max(0, start - 64)
    head = 1 + max(text.rfind(" ", reach, start), text.rfind("\n", reach, start), reach - 1)
    if _LABEL_HINT.search(text[max(0, head - 48) : start].lower()) is None:
        return False  # (no word a public label is made of: most values found)
    words = label
    if not words:
        return False
    if own_names and any(tuple(words[-len(name) :]) == name for name in own_names):
        return False  # (the user said this name holds a secret: `card_ref`, `partner_ref`)
    if words[-1] in ("id", "ids") and len(words) > 1 and words[-2].endswith(_KEY_WORDS):
        # (a key's or a token's id names it: `key_id`, `token_id`; not a private key's, nor a
        # secret's or a session's: Vault's and Consul's `SecretID` is the secret)
        return not any(word.startswith(_SECRET_STEMS) for word in words)
    if _KEY_ID.fullmatch(value):
        return any(word.startswith(_KEY_ID_STEMS) for word in words)
    if (
        _HEX_DIGEST.fullmatch(value)
        and any(word.startswith(_HASHED) or _SHA.fullmatch(word) for word in words[:-1])
        and not any(stem in word for word in words for stem in _PASSWORD_STEMS)
    ):
        return True  # (a name that says its value was hashed: detect-secrets' `hashed_secret`)
    if words[-2:] == ["existing", "secret"] and _RESOURCE_NAME.fullmatch(value) and "-" in value:
        # (a chart's `existingSecret: chart-repo` names a Kubernetes Secret kept elsewhere; not a
        # UUID, which some vendors' keys are)
        return not is_uuid(value)
    if words[-1] in _POINTER_WORDS and _NAMED_BEFORE.search(text, max(0, start - 8), start):
        # (a name's last word, `token_hash:`; not a scheme's, `Digest username=…`; a password's
        # file, variable or path names where it is, `password_env: "DB_PASS"`)
        if words[-1] not in _DIGEST_WORDS:
            return True
        return not any(stem in word for word in words for stem in _PASSWORD_STEMS)
    if head < start and words != (outer := _label_words(text, head)):
        words = outer + words
    if not _PUBLIC_WORDS.isdisjoint(words) or not _PUBLIC_PAIRS.isdisjoint(
        itertools.pairwise(words)
    ):
        return True
    # (an identifier never holds a password's mark between its letters: French `identifiants`
    # also names a login's pair, `identifiants : user / Kq9~zLm2`; nor is it the value of a
    # secret's name that follows the identifier's, `identifiant : compta / mdp : V`)
    ids = [at for at, word in enumerate(words) if word.startswith(_ID_STEMS)]
    if not ids or any(is_secret_name(word, _FAMILIES) for word in words[ids[-1] + 1 :]):
        return False
    # (nor a vendor's key behind its own prefix, `identifier sk-…`: the prefix says what it is;
    # the shapes are imported here, as the rows are, so that `import toolretry.redact` builds
    # none of them)
    from ._secret_shapes import KEPT_PREFIX

    return _PASSWORD_MARK.search(value) is None and KEPT_PREFIX.match(text, head) is None
