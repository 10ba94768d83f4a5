"""Every HTTP authorization scheme: what follows `Authorization:` (or `Proxy-Authorization:`)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Span
from ._placeholders import NOT_A_SECRET
from ._secret_shapes import AUTH_SCHEMES

__all__ = ["authorization_values"]

_AUTHORIZATION = re.compile(
    r"(?<![\w-])(?:proxy-)?authorization\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?[ \t]*"
    # (an unknown scheme word an earlier step hid stands as `[redacted]`)
    r"(\[redacted\]|[a-z][\w.-]*)[ \t]+"
)
# The schemes kept before a hidden value: IANA's registry and vendors' (a word not known for
# one is hidden with the value, as the key-value step does).
_KNOWN_SCHEMES = frozenset(AUTH_SCHEMES.split("|"))
# What follows the scheme (RFC 9110 11.4): auth-params (`id="a", mac="b"`), or one token68.
_AUTH_PARAMS = re.compile(
    r"(?:\[REDACTED\])?(?:\"[^\"]*\"[ \t]*,[ \t]*)?"
    r"(?:[\w.-]+[ \t]*=[ \t]*(?:\\?\"[^\"\\]*\\?\"|[^\s,\"']*)(?:[ \t]*,[ \t]*)?)+"
    r"|[A-Za-z0-9._~+/:-]+=*"
)

# Two lower-case words of a sentence in place of an unknown scheme and its value: a scheme
# word is one, but a credential after it is not a dictionary word of a few letters.
_PROSE_AFTER = re.compile(r"[a-z]{2,12}[ \t]+[a-z]{2,12}:?")


def authorization_values(text: str, folded: str) -> Iterator[Span]:
    """The credential after an `Authorization:` header's scheme (every scheme: Basic, Bearer,
    Digest's and Hawk's parameters, AWS4-HMAC-SHA256's, a vendor's); an unknown scheme's word
    goes with it, a setting's state or a sentence stays."""
    for match in _AUTHORIZATION.finditer(folded):
        if match.group(1) in NOT_A_SECRET:
            continue  # a setting's state (`security: authorization: enabled keyFile: …`)
        if match.group(1) not in _KNOWN_SCHEMES:
            start, end = match.start(1), match.end()
            value = _AUTH_PARAMS.match(text, end)
            if value is not None and _PROSE_AFTER.fullmatch(text, start, value.end()):
                continue  # words of a sentence (`authorization: server message: ...`)
            if value is not None and text[start : value.end()].strip() != REDACTED:
                yield (start, value.end())
            continue
        value = _AUTH_PARAMS.match(text, match.end())
        # A vendor prefix an earlier step kept (`Bearer ghp_[REDACTED]`) stays.
        if (
            value is not None
            and value.group() != REDACTED
            and not text.startswith(REDACTED, value.end())
        ):
            start, end = value.span()
            while end > start and text[end - 1] in ", \t":
                end -= 1
            yield (start, end)
