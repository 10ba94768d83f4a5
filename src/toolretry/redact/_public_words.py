"""Values that are names, words and references a protocol or a tool prints, never a secret,
although a row found them where one would stand (``_public_values`` asks, once per span).

A row finds a value by its place (after a credential's name or flag, beside a credential
word) and by its shape; where a credential word is only *talked about*, the place holds
something else, and the model needs it:

* a name of a thing, not its content: an HTTP header's name (``X-Api-Key``), an environment
  variable's (``DB_PASS``), a code's symbol (``:redacted``, ``:unauthorized``), a native
  frame's symbol and offset (``libcrypto.so.3+0x1c2``), a resource after its kind (``in pod
  web-7d9f-x2kq``), a git object on a git command line;
* a protocol's vocabulary: an HTTP authentication scheme or a SASL mechanism (``Bearer``,
  ``AUTH=PLAIN``), a small count (``'invalid_password': 5``);
* prose: a free-text search that holds a credential word (``q=password+reset``), an
  ordinary word after a credential word in a sentence (``--auth-user-pass fails with``,
  ``-NOAUTH Authentication required``), a credential noun where a value would be (``: secret
  "db-password" not found``), a run of words with the capitals and punctuation of a sentence
  or a rule's title (``Basic Auth over cleartext``).

Each test reads a shape no generated secret has: letters only, in words; a case pattern a
generator does not write; a position a value does not take.
"""

from __future__ import annotations

import re

from ._literals import ESCAPED_BREAK
from ._secret_names import NAME_FAMILIES, is_secret_name

__all__ = ["is_public_word"]

# The registered names of HTTP authentication schemes (IANA's registry and the cloud schemes)
# and of SASL mechanisms (IANA's SASL registry): the type of a credential, never its value.
_SCHEMES = frozenset({
    "basic", "bearer", "digest", "hoba", "mutual", "negotiate", "ntlm", "oauth", "dpop", "mac",
    "hawk", "gnap", "vapid", "privatetoken", "concealed", "aws4-hmac-sha256", "plain", "login",
    "cram-md5", "digest-md5", "xoauth", "xoauth2", "oauthbearer", "gssapi", "gs2-krb5",
    "external", "anonymous", "otp", "skey", "securid", "kerberos_v5", "scram-sha-1",
    "scram-sha-1-plus", "scram-sha-256", "scram-sha-256-plus", "scram-sha-512", "apop",
})  # fmt: skip
# A credential's own noun where its value would be: the thing talked about, not its content.
_NOUNS = frozenset({
    "secret", "secrets", "password", "passwords", "token", "tokens", "key", "keys", "apikey",
    "credential", "credentials", "passphrase", "passcode",
})  # fmt: skip
# An HTTP header's name: two or more capitalised words joined by hyphens, each an initialism
# and up to three words in camel case (`X-CSRFToken`, `Sec-WebSocket-Protocol`), or a
# version's number (`X-Hub-Signature-256`). A random mixed-case run changes case more often
# than that (`Pw-LKfFeQaqrwBphGgk` is a password).
_HEADER_WORD = r"(?:[A-Z]{1,5}(?:[a-z]+(?:[A-Z][a-z]+){0,2})?|[A-Z][a-z]+(?:[A-Z][a-z]+){0,2})"
_HEADER = re.compile(rf"{_HEADER_WORD}(?:-(?:{_HEADER_WORD}|[0-9]{{1,4}}))+:?")
# Five consonants in a row: no header's word is written so (`Strict`, `Length`), a generated
# run of letters often is (`Awkbhr`).
_UNSAYABLE = re.compile(r"[bcdfghjklmnpqrstvwxz]{5}", re.IGNORECASE)
_HEADER_NAME = re.compile(rf"{_HEADER_WORD}(?:-(?:{_HEADER_WORD}|[0-9]{{1,4}}))*")
# (or in capitals, as a vendor's docs write it: `X-BX-SIGNATURE`, `X-API-KEY`)
_CAPITAL_HEADER_NAME = re.compile(r"[A-Z]{1,5}(?:-[A-Z]{2,20})+(?:-[0-9]{1,4})?")
# A cookie's name (`JSESSIONID`, `csrftoken`, `XSRF-TOKEN`, `laravel_session`): letters and
# separators, as short as names are; a cookie's value has digits or is longer.
_COOKIE_NAME = re.compile(r"[A-Za-z_][A-Za-z_.-]{1,23}")
# An environment variable's name: upper-case words (a version's digits at a word's end).
_ENV_NAME = re.compile(r"[A-Z]{2,16}[0-9]{0,2}(?:_[A-Z]{1,16}[0-9]{0,2})+")
# A code's symbol (Elixir, Ruby, Clojure): a colon and a lower-case word.
_SYMBOL = re.compile(r":[a-z][a-z_]{2,40}")
# A native frame: a library's or a function's name and an offset (`libssl.so.3+0x2c1f`).
_FRAME = re.compile(r"[\w.$@<>:-]{2,120}\+0x[0-9a-fA-F]{1,16}")
# A git object's full name (SHA-1 or SHA-256), on a line that runs git.
_OBJECT_NAME = re.compile(r"[0-9a-f]{40}|[0-9a-f]{64}")
_RUNS_GIT = re.compile(r"(?:^|[\s/'\"`])git(?:\.exe)?[ \t]+[a-z]")
# (a line break, and a repr's escaped one: as written, and while the rules run)
_BREAKS = ("\n", "\\n", ESCAPED_BREAK)
# A resource's name (a DNS label, a Kubernetes object's name) after the word for its kind.
_RESOURCE_KINDS = frozenset({
    "pod", "pods", "node", "container", "deployment", "replicaset", "statefulset", "daemonset",
    "namespace", "job", "cronjob", "service", "ingress", "volume", "bucket", "instance",
    "cluster", "host", "hostname", "queue", "topic", "table", "database", "branch", "repo",
    "repository", "project", "vm", "droplet", "function", "lambda", "stack", "image",
})  # fmt: skip
_RESOURCE_NAME = re.compile(r"[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?")
# A free-text value in a query or a form: words joined by `+` or `%20` (a blank, where a row
# reads the text with its escapes decoded).
_PHRASE = re.compile(r"[A-Za-z]+(?:(?:\+|%20| )[A-Za-z]+)+(?=&|$)")
# The field a query's value belongs to, right before it (`?q=`, `&search=`).
_FIELD = re.compile(r"(?:^|[?&\s\"'])([\w.\[\]-]{1,32})=$")
# Words of a field's name that say its value is a credential.
_CREDENTIAL_STEMS = (
    "pass", "pwd", "key", "token", "secret", "auth", "cred", "sig", "pin", "otp", "session",
    "cookie", "code",
)  # fmt: skip
# Words whose digits are a secret even when short (a PIN, a card's check value, a code).
_SHORT_SECRET_STEMS = ("pin", "otp", "cvv", "cvc", "csc", "code", "tan")
# Every family of secret names: a label naming any of them holds a value, never a header's name.
_FAMILIES = frozenset(NAME_FAMILIES)
# A word after the value that may be a credential: twelve or more characters, letters and
# digits among them, not a pair of its own (`expires_in=3600`, `AUTH=XOAUTH2`).
_CREDENTIAL_AFTER = re.compile(
    r"[\"']?:?[ \t]+[\"']?(?![A-Za-z_][\w.-]*=[^=\s])(?=[^\s]*[0-9])(?=[^\s]*[A-Za-z])"
    r"[\w+/=.~-]{12,}"
)
_NEXT_WORD = re.compile(r" [a-z]{2,}\b")


def _is_free_text_query(text: str, start: int, value: str) -> bool:
    """A search's words (`q=password+reset&page=2`): the field the phrase belongs to is not a
    credential's, and the credential word is one of the phrase's words."""
    head = text[max(0, start - 80) : start]
    phrase_start = len(head)
    # (the row may start past the credential word, `password+` then the rest)
    while phrase_start:
        if head[phrase_start - 1].isalpha() or head[phrase_start - 1] in "+ ":
            phrase_start -= 1
        elif head.endswith("%20", 0, phrase_start):
            phrase_start -= 3
        else:
            break
    field = _FIELD.search(head, 0, phrase_start)
    if field is None:
        return False
    phrase = head[phrase_start:] + value.split("&", 1)[0]
    if _PHRASE.fullmatch(phrase) is None:
        return False
    name = field.group(1).lower()
    return not any(stem in name for stem in _CREDENTIAL_STEMS)


def _is_prose_run(value: str) -> bool:
    """Four or more words with the capitals or punctuation of a sentence or a title, and two
    lower-case words of prose (a passphrase or a seed phrase is lower-case words only, a
    grouped key is chunks of letters and digits)."""
    pieces = value.split()
    if len(pieces) < 4 or any(mark in value for mark in "{}<>=\"'"):
        return False  # (a structure's members, not a sentence)
    lower = marks = mixed = 0
    for piece in pieces:
        word = piece.strip(":;,.()[]\"'")
        if (piece != word and piece[-1:] in ":;,)") or piece[:1] == "(":
            marks += 1
        if word.isalpha():
            if word.islower():
                lower += len(word) >= 3
            elif word[0].isupper():
                marks += 1
        elif any(ch.isdigit() for ch in word) and any(ch.isalpha() for ch in word):
            mixed += 1
    return lower >= 2 and marks >= 2 and not mixed


# A command-line option as programs spell them: one or two dashes, then lower-case words.
_FLAG = re.compile(r"--?[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*")
# (a flag that points at where the secret is kept takes a path, not the secret)
_POINTER_ENDINGS = tuple(f"{sep}{word}" for sep in "-_" for word in ("file", "path", "env", "dir"))


def _is_word_in_prose(text: str, start: int, end: int, value: str) -> bool:
    """An ordinary word after a credential word in a sentence (`--auth-user-pass fails with`):
    a word of letters, set apart by a blank (not `=` or `:`), and a lower-case word after."""
    if not value.isalpha() or len(value) > 40 or not (value.islower() or value.istitle()):
        return False
    before = text[max(0, start - 2) : start]
    if not before.endswith(" ") or before[:1] in ":=\uff1a\uff1d\"'":
        return False
    # After a command-line flag (`--password letmein was refused`) the next word is the flag's
    # argument by the command line's own grammar, whatever it looks like; an upper-case
    # "flag" is a reply's prefix (`-NOAUTH Authentication required`), not an option.
    flag = text[:start].rstrip().rsplit(None, 1)[-1:]
    if flag and _FLAG.fullmatch(flag[0]) and not flag[0].endswith(_POINTER_ENDINGS):
        return False
    return _NEXT_WORD.match(text, end) is not None


def is_public_word(text: str, start: int, end: int, value: str, words: list[str]) -> bool:
    """Whether ``value`` (``text[start:end]`` without quotes), after the label ``words``, is a
    name, a protocol's word or prose (module docstring), not a secret. Never one a
    generated-looking word follows: that is a scheme or a name with its credential after it
    (`Client-ID 9fK2…`), which a later row hides whole."""
    if _CREDENTIAL_AFTER.match(text, end) is not None:
        return False
    lowered = value.lower()
    if lowered in _SCHEMES or lowered in _NOUNS:
        return True
    first = value[0]
    last = words[-1] if words else ""
    if value.isdigit():
        # (a count: no secret is one to three digits, but a PIN's, a code's check digits)
        return len(value) <= 3 and not any(w.startswith(_SHORT_SECRET_STEMS) for w in words)
    if first.isupper() and "-" in value and _HEADER.fullmatch(value):
        # (a header's name, but never a password's or a secret's value: a generated
        # passphrase of letters and dashes can take a header's shape)
        if last not in ("header", "headers") and is_secret_name("_".join(words), _FAMILIES):
            return False
        return _UNSAYABLE.search(value) is None
    if last in ("header", "headers") and (
        _HEADER_NAME.fullmatch(value) or _CAPITAL_HEADER_NAME.fullmatch(value)
    ):
        return True  # (a setting that says which header: `api_key_header: Authorization`)
    if last in ("cookie", "cookies") and _COOKIE_NAME.fullmatch(value):
        # (a cookie named, without its value: a sent cookie is `name=value`)
        return text[end : end + 1] != "="
    if first.isupper() and "_" in value and _ENV_NAME.fullmatch(value):
        return True
    if first == ":" and _SYMBOL.fullmatch(value):
        return True
    if "+0x" in value and _FRAME.fullmatch(value.strip("[]")):
        return True
    if len(value) in (40, 64) and _OBJECT_NAME.fullmatch(value) and text[end : end + 1] != "@":
        # (a repr's escaped break ends a line too: `'git diff\n+ SECRET=…'`; a URL's password,
        # `https://ci:<hex>@host`, is no object's name)
        line_start = max(
            (at + len(brk) for brk in _BREAKS if (at := text.rfind(brk, 0, start)) != -1),
            default=0,
        )
        return _RUNS_GIT.search(text, line_start, start) is not None
    if last in _RESOURCE_KINDS and "-" in value:
        return _RESOURCE_NAME.fullmatch(value) is not None
    if ("+" in value or "%20" in value or text.endswith(("+", "%20", " "), 0, start)) and (
        _is_free_text_query(text, start, value)
    ):
        return True
    if " " in value:
        return _is_prose_run(value)
    return _is_word_in_prose(text, start, end, value)
