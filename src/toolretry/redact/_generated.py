"""The rule table's detector of generated-looking values (keys, tokens) next to a credential
word in any language: an unknown vendor's token is caught by its shape and its place."""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator, Sequence

from ._engine import REDACTED, Span, cue_positions, is_file_path, is_uuid, looks_generated
from ._named_uuids import secret_uuid
from ._public_keys import is_ledger_signature, is_public_key
from ._rejected_rows import machine_made
from ._vocabulary import FOREIGN_CUES, IDENTIFIER_KEY_WORDS

__all__ = ["CUES", "generated_near_cue"]

# What a percent-encoded or plain value is made of: token characters, or `%XX` escapes.
_RUN = re.compile(r"[A-Za-z0-9+/_.~%-]+=*")
_LETTERS = re.compile(r"[a-z_]*")
# A vendor's literal prefix, kept to name the kind of token: `lin_api_`, `dop_v1_`, `NRAK-`.
_PREFIX = re.compile(r"(?:[a-z][a-z0-9]{1,11}[_-]){1,3}|[A-Z]{3,8}[_-]")


def _kept_prefix(value: str) -> int:
    """How many leading characters of a generated value stay: its vendor prefix, if the rest
    is still long enough to say nothing."""
    match = _PREFIX.match(value)
    return match.end() if match is not None and len(value) - match.end() >= 12 else 0


# --- a generated-looking value next to a credential word, in any language -----------------------

CUES = ("key", "token", "secret", "cred", "auth", "pass", "bearer", "sig", *FOREIGN_CUES)
_ASCII_CUES = tuple(cue for cue in CUES if cue.isascii())
_WINDOW = 48  # how far after the credential word its value may start


def generated_near_cue(
    text: str, folded: str, claimed: Sequence[tuple[int, int, str]] = ()
) -> Iterator[Span]:
    """Each generated-looking value within a window after a credential word; ``claimed``: the
    places earlier rows took (sorted), each ending a window as a value hidden already does."""
    seen = 0  # Runs are looked at once: a cue inside one looked at already is skipped.
    cues = _ASCII_CUES if folded.isascii() else CUES
    runs: list[int] | None = None  # where each run of key length starts, found once
    marked = REDACTED in text  # (asked once: most texts hold no hidden value)
    for cue_start, cue_end in cue_positions(folded, (cue for cue in cues if cue in folded)):
        if cue_start < seen or _in_path(folded, cue_start):
            continue
        if folded.endswith("pub", 0, cue_start) and folded.startswith("key", cue_start):
            continue  # (`pubkey-…`: a vendor's prefix that says the key is the public half)
        if folded[cue_start - 1 : cue_start].isalnum():
            inside = _generated_around(text, cue_start)
            if inside is not None:
                yield inside  # the cue's letters are the value's own (`…hPkEy4m3…`)
                seen = inside[1]
                continue
        # The rest of the cue's word is skipped (`passwordConfirmation`), a glued token is not.
        pos = _LETTERS.match(folded, cue_end).end()  # type: ignore[union-attr]
        if folded.startswith("sig", cue_start) and (
            folded[cue_start - 1 : cue_start].isalpha()
            or folded[cue_start:pos].split("_", 1)[0] not in _SIGNATURE_WORDS
        ):
            continue  # a word that starts so (`Sigstore`, `signal`) or holds it (`design`)
        if folded[pos : pos + 1] in _SEGMENT_JOINS or _ordinary_key(folded, cue_start, cue_end):
            continue  # a key's or a path's segment (`token#…`, `auth/…`), a `dedup key`
        if folded[cue_end:pos] in _ID_ENDINGS and folded.startswith("key", cue_start):
            continue  # a key's id (`keyid`, TUF's and JWK's `kid`): public, names the key
        if folded.startswith("cred", cue_start) and folded[cue_start:pos].endswith(_ID_ENDINGS):
            continue  # a credential's id (`credential_id`, WebAuthn's): public, names it
        if text[pos : pos + 1] == " " and _ends_a_proper_name(text, cue_start):
            continue  # a module's or a product's name (`AcmeAuth arm64 …`), not a label
        stop = min(len(text), pos + _WINDOW)
        # A value hidden already after the cue (an earlier step or pass) is its value.
        hidden = text.find(REDACTED, pos, stop) if marked else -1
        limit = stop if hidden == -1 else hidden
        if claimed:
            index = bisect.bisect_right(claimed, (pos, len(text)))
            if index and claimed[index - 1][1] > pos:
                continue  # the cue's value was taken by an earlier row
            if index < len(claimed) and claimed[index][0] < limit:
                limit = claimed[index][0]
        # A credential word's value is in its sentence: a value after the next one belongs to
        # what that sentence names (`cannot contain secrets. Commit: 8b1f…`).
        period = text.find(". ", pos, limit)
        if period != -1 and text[period + 2 : period + 3].isupper():
            limit = period
        candidates: list[int] = []
        if text[pos : pos + 1] in _RUN_CHARS:
            glued = _RUN.match(text, pos, pos + _SHORTEST)
            if glued is not None and glued.end() - pos == _SHORTEST:
                candidates.append(pos)  # a run glued to the cue (`key1abc…`)
        if len(text) <= _SHORT_TEXT:
            # A message: the runs in this window only (one bounded search each), after one
            # split of the window: a run of key length needs a word of that length at least.
            if not candidates and not _has_long_word(text[pos : limit + _SHORTEST]):
                continue
            found = _LONG_RUN.search(text, pos, limit + _SHORTEST)
            while found is not None and found.start() < limit:
                candidates.append(found.start())
                found = _LONG_RUN.search(text, found.end(), limit + _SHORTEST)
        else:
            # A long text, maybe many cues: every run found once, each window's by bisection.
            if runs is None:
                runs = [match.start() for match in _LONG_RUN.finditer(text)]
            index = bisect.bisect_left(runs, pos)
            while index < len(runs) and runs[index] < limit:
                candidates.append(runs[index])
                index += 1
        for start in candidates:
            if start < seen and start != pos:
                continue
            end = whole = _RUN.match(text, start, start + _LONGEST + 1).end()  # type: ignore[union-attr]
            # (a value passed over for this cue's context, an id word between, is looked at
            # again by a later cue of its own: `project_id=1, project_key=<key>`)
            passed = seen
            seen = max(seen, whole)
            first = start
            while start < end and text[start] in _NOT_A_START:
                start += 1
            while end > start and text[end - 1] in ".-":
                end -= 1
            if text[start - 1 : start] == "\\" and _ESCAPE.match(text, start):
                start -= 1  # a `\u003d` escape the run starts with goes with it, backslash too
            value = text[start:end]
            if text[first : first + 1] == "/" and _URL_PATH.match(text, first) is not None:
                break  # the id in a URL's path (`GET /api/v1/users/x5x2…`)
            if is_uuid(value) and secret_uuid(text, folded, (cue_start, cue_end), pos, start):
                yield (start, end)  # a UUID is an id, but not after `secret` (Consul's SecretID)
                break
            if (
                _names_an_identifier(folded, cue_end, pos, start)
                or _labelled_otherwise(folded, pos, start)
                or _is_compound_name(value)
                or _is_namespaced_key(text, start, end)
                or _CAMEL_NAME.fullmatch(value.rstrip("0123456789/.:")) is not None
                or is_ledger_signature(folded, cue_start, start, value)
                or is_public_key(folded, start, value)
                or _DIGEST_HEAD.match(value) is not None
            ):
                seen = passed
                break  # `token_hash=…`, `key … fingerprint SHA256:…`: a hash or an id
            prefixed_uuid = _PREFIXED_UUID.fullmatch(value)
            if (
                prefixed_uuid is not None
                or looks_generated(value.replace("%", "") if "%" in value else value)
                or _upper_hex_key(value, folded, cue_start, pos, start)
            ):
                # (asked only now: most cues have no candidate)
                if not _in_file_name(folded, cue_start, cue_end):
                    kept = prefixed_uuid.end(1) if prefixed_uuid else _kept_prefix(value)
                    yield _with_pair(text, start + kept, end, pos)
                    sibling = _SIBLING.match(text, end)
                    if sibling is not None and looks_generated(sibling.group(1)):
                        # the next argument of the same call (`Client('<id>', '<secret>')`)
                        yield sibling.span(1)
                        seen = max(seen, sibling.end())
                break
            # A run that is no value (a name: `LOGDNA_INGESTION_KEY=`, `- name: ACME_SECRET`
            # on the line before its `value:`) has its own cues asked by themselves too.
            seen = passed


# The words `sig` begins as a signature's: `sig`, `sign`, `signed`, `signature`, `sigv4`.
_SIGNATURE_WORDS = frozenset({
    "sig", "sigs", "sign", "signs", "signed", "signing", "signer", "signature", "signatures",
    "sigv", "sigkey", "sighash",
})  # fmt: skip
_SHORTEST = 16
_TOKEN_AFTER = re.compile(r"[A-Za-z0-9+/_.~-]{1,512}")
_TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_.~-")


def _generated_around(text: str, cue_start: int) -> Span | None:
    """The run of token characters a credential word's letters lie inside, when its letters
    and digits around the word are machine-made and what comes right before the word is no
    name's (a digit, or a capital after a small letter: `LylVhHPkEy…`; not `apikey…`,
    `AcmeToken…`, `my_token…`)."""
    # (the word's letters before the cue first, walked back: most cues fail here, `apikey`)
    left = cue_start
    while (
        left > 0
        and cue_start - left < 128
        and text[left - 1].isascii()
        and text[left - 1].isalnum()
    ):
        left -= 1
    head = text[left:cue_start]
    if not (any(c.isdigit() for c in head) or any(c.isupper() for c in head[1:])):
        return None
    after = _TOKEN_AFTER.match(text, cue_start)
    if after is None:
        return None
    word_end = cue_start
    while word_end < after.end() and text[word_end].isalnum():
        word_end += 1
    word = text[left:word_end]
    if len(word) < 20 or _CAMEL_NAME.search(word) is not None or not machine_made(word):
        return None
    start = left
    while start > 0 and left - start < 512 and text[start - 1] in _TOKEN_CHARS:
        start -= 1
    return (start, after.end())


_UPPER_HEX = re.compile(r"[0-9A-F]{32,128}")
_HEX_KEY_WORDS = frozenset({"token", "secret"})
_ONLY_SEPARATORS = re.compile(r"[\s:=\"']{1,4}")


def _upper_hex_key(value: str, folded: str, cue_start: int, cue_word_end: int, at: int) -> bool:
    """Hex in capitals after the word `token` or `secret`, with no id word between (those were
    asked before): a key some vendors print so (`token D3E3…`). After `key` it is a PGP key's
    fingerprint or id, after a word holding `auth` a serial (`unauthorized for serial …`), and
    alone capitals say a fingerprint (``looks_generated``). Only right after the word: `secret
    key (key 11B6…)` names a PGP key."""
    return (
        folded[cue_start:cue_word_end] in _HEX_KEY_WORDS
        and _ONLY_SEPARATORS.fullmatch(folded, cue_word_end, at) is not None
        and not folded[cue_start - 1 : cue_start].isalpha()
        and _UPPER_HEX.fullmatch(value) is not None
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
    )


_ID_ENDINGS = ("id", "ids", "_id")
# A quoted argument after the one hidden, in the same call or tuple.
_SIBLING = re.compile(r"""(?:['"]),[ \t]*['"]([A-Za-z0-9+/_.~-]{16,}=*)['"]""")
_SEGMENT_JOINS = ("#", "/")
# A URL's path: a first segment that is a word (`/api/`, `/v1/`, `/users/`).
_URL_PATH = re.compile(r"/[a-z][a-z0-9_-]{0,30}/")


def _ordinary_key(folded: str, cue_start: int, cue_end: int) -> bool:
    """Whether the cue is `key` after a word that says what it indexes (`sort key`, `dedup
    key`): an identifier, not a credential."""
    if folded[cue_start:cue_end] != "key" or folded[cue_start - 1 : cue_start] not in " _-":
        return False
    word = _WORD_BEFORE.search(folded, max(0, cue_start - 24), cue_start)
    return word is not None and word.group(1) in IDENTIFIER_KEY_WORDS


_WORD_BEFORE = re.compile(r"([a-z]+)[ _-]$")
_ESCAPE = re.compile(r"u[0-9a-fA-F]{4}")
_SEGMENTS = re.compile(r"[-_.:/]+")
# Words that say the value after them is a hash, a digest or an id, not a credential: in the
# credential word's own name (`token_hash`), or between it and the value (`key … (zone V)`).
_ID_WORD = re.compile(
    r"(?<![a-z])(?:hash|digest|checksum|fingerprint|thumbprint|sha1|sha256|sha512|md5|uuid|"
    r"zone|event|commit|revision|version|etag|assertion|trace|request|ref|cursor|kid|ids?|uid|client|"
    # (a token's accessor, Vault's: it names the token and is shown to look it up)
    r"accessor|"
    # (what a limit or a key belongs to, named right before its id: `tokens per minute exceeded
    # for organization org_…`, `key … (project prj_…)`)
    r"organi[sz]ation|org|project|workspace|tenant|"
    # (`key URI skd://…`, `token URL https://…`: where a key is fetched from, not the key)
    # (a word called, `vt.Client("…")`, is a constructor given the value, not its label)
    r"uri|url)(?![a-z(])"
)
# (an `…_id` that is one name with the credential word is a secret: Vault's `secret_id`)
_OWN_ID_WORD = re.compile(r"_?(?:hash|digest|checksum|fingerprint|thumbprint)s?$")
_WORD_BREAKS = frozenset(" \t\r\n'\"`([<{,;=\x1c\x1d\x1e")  # (`\x1c`…: a repr's `\n`)


def _in_path(folded: str, cue_start: int) -> bool:
    """Whether the credential word is a segment of a URL or path (`github.com/acme/secretstore`,
    `https://api/v1/tokens?cursor=…`): what follows in it is a path or a query, not its value."""
    slash = folded.rfind("/", max(0, cue_start - 256), cue_start)
    between = folded[slash + 1 : cue_start] if slash != -1 else " "
    # A query's parameter name (`?appid=…`, `&developerKey=…`) labels the value after it.
    return _WORD_BREAKS.isdisjoint(between) and "?" not in between and "&" not in between


# A UUID behind a vendor's prefix (`api-<uuid>`, `pat-na1-<uuid>`) is a key: a bare one is an id.
_PREFIXED_UUID = re.compile(
    r"((?:[a-z][a-z0-9]{1,7}-){1,2})[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}", re.I
)
# A digest named by its algorithm (`sha256-9f86…`, a cosign signature's name): not a credential.
_DIGEST_HEAD = re.compile(r"(?i)(?:sha[0-9-]{0,6}|md5|blake[23][bs]?)[-_][0-9a-f]{32}")
# An id and a secret joined by a colon (`2/1234/5678:9f8e…`, `app.key:secret`): both hidden.
_PAIR_PART = re.compile(r"[A-Za-z0-9+/_.~-]{6,}")


def _with_pair(text: str, start: int, end: int, floor: int) -> Span:
    """A generated value's span, widened over the other half of an `id:secret` pair."""
    if text[end : end + 1] == ":" and (after := _PAIR_PART.match(text, end + 1)) is not None:
        end = after.end()
    elif text[end - 1 : end] == "=" and (after := _PAIR_PART.match(text, end)) is not None:
        end = after.end()  # (a value's `=` between two runs, `…Wl26=ekx4gk…`: one value)
    if start > floor and text[start - 1 : start] == ":":
        before = start - 1
        while before > floor and text[before - 1] in _RUN_CHARS:
            before -= 1
        if start - 1 - before >= 6:
            start = before
    return (start, end)


# A class's or a method's name (`SecretRotationIT`, `forHTTPHeaderField`): no generator's output.
_CAMEL_NAME = re.compile(
    r"(?:[a-z]{2,}(?:[A-Z]{2,5}(?=[A-Z]))?)?(?:[A-Z][a-z]{2,}){2,}[A-Z]{0,3}\d{0,2}"
)


def _is_compound_name(value: str) -> bool:
    """A name of several words with a hash or version in it (`node-cache-Linux-x64-npm-3f9a…`,
    a cache key or an artifact's name): three words of three letters or more, not capitals
    (a vendor's token holds one or two: `tskey-auth-…`, `sk-ant-api03-…`)."""
    words = [piece for piece in _SEGMENTS.split(value) if len(piece) >= 3 and piece.isalpha()]
    return sum(not word.isupper() for word in words) >= 3


# A cache or object key: lower-case words joined by `:` or `/` before a hash or id
# (`cache:render:6490…`, `cache/2f5d…`), the first word not a credential word (`api:<key>`).
_NAMESPACED = re.compile(r"([a-z][a-z0-9_-]{2,24})(?:[:/][a-z0-9_.-]+)+")
_NAMESPACED_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_-.:/")
_CREDENTIAL_WORDS = re.compile(r"api|key|token|secret|pass|auth|cred|user|bearer|basic")


def _is_namespaced_key(text: str, start: int, end: int) -> bool:
    left = start
    while left > 0 and ((char := text[left - 1]) in _RUN_CHARS or char == ":"):
        if char not in _NAMESPACED_CHARS:
            # (the match below must hold it: a run of `a%2B1%26…` is not walked per value)
            return False
        left -= 1
    match = _NAMESPACED.fullmatch(text, left, end)
    return match is not None and _CREDENTIAL_WORDS.search(match.group(1)) is None


def _names_an_identifier(folded: str, cue_end: int, pos: int, start: int) -> bool:
    return (
        _OWN_ID_WORD.search(folded, cue_end, pos) is not None
        or _ID_WORD.search(folded, pos, start) is not None
    )


def _ends_a_proper_name(text: str, cue_start: int) -> bool:
    """Whether the credential word ends a name of capitalised words (`AcmeAuth`, `VaultToken`
    as a class or a binary is named), written before other words, not before its value."""
    start = cue_start
    while start > 0 and text[start - 1].isalnum():
        start -= 1
    return (
        start < cue_start
        and text[start].isupper()
        and text[cue_start].isupper()
        and not text[start:cue_start].isupper()  # (`NKEY SEED`: capitals, not a name's humps)
    )


# A value that a word of its own labels, in a bracket or after a comma: `(spreadsheet V)`,
# `, tenant V`; the credential word before it named something else.
_OWN_LABEL = re.compile(r"[(,;][ \t]*([a-z]{3,20})[ \t]+$")
# Words that link a credential word to its value, not labels of another thing.
_LINKING = frozenset({
    "value", "values", "got", "given", "received", "using", "with", "was", "were", "is",
    "provided", "sent", "passed", "supplied", "expected", "found", "from", "for", "used",
    "actual", "current", "new", "old", "input", "string", "bytes", "data", "hint", "starting",
    "ending", "like", "beginning", "prefix", "masked", "shown", "read", "loaded",
})  # fmt: skip


def _labelled_otherwise(folded: str, pos: int, start: int) -> bool:
    label = _OWN_LABEL.search(folded, pos, start)
    if label is None or label.end() != start:
        return False
    word = label.group(1)
    return word not in _LINKING and not any(cue in word for cue in _ASCII_CUES)


def _has_long_word(window: str) -> bool:
    return max(map(len, window.split()), default=0) >= _SHORTEST


_LONGEST = 1024
_SHORT_TEXT = 2048
_LONG_RUN = re.compile(r"(?<![A-Za-z0-9+/_.~%-])[A-Za-z0-9+/_.~%-]{16}")
_NOT_A_START = frozenset("=+/._~-")
_RUN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_.~%-")
_FILE_NAME_END = re.compile(r"\.[a-z][a-z0-9]{0,7}$")
_RUN_AFTER = re.compile(r":[ \t]*['\"]?[a-z0-9+/_-]{16}")  # (a mapping's key's colon, its run)
_WORD_END = re.compile(r"[^\s'\"`(),;]*")
_JOINS, _JOINS_OR_S = frozenset("/_-."), frozenset("/_-.s")  # (what joins a path's words)


def _in_file_name(folded: str, start: int, end: int) -> bool:
    """Whether the credential word is part of a path or file name (`src/auth/token.json`)."""
    if folded[start - 1 : start] not in _JOINS and folded[end : end + 1] not in _JOINS_OR_S:
        return False
    word_end = _WORD_END.match(folded, end, end + 256).end()  # type: ignore[union-attr]
    word = folded[max(0, start - 64) : word_end].rsplit(None, 1)[-1].lstrip("'\"`(")
    word = word.rstrip(".,:;")
    assigned = folded[word_end : word_end + 3].lstrip()[:1] == "="
    if assigned or _RUN_AFTER.match(folded, word_end - 1):
        return False  # assigned (`tinify.key = "…"`, `besteron.key: '…'`), not a file's name
    return is_file_path(word) or _FILE_NAME_END.search(word) is not None
