"""The one redaction policy every channel applies: observations, events, logs and exports."""

from __future__ import annotations

import itertools
import re
import traceback
from collections.abc import Iterable, Mapping
from typing import Any

from ..exceptions import ConfigurationError
from . import _engine
from . import _secret_shapes as shapes
from ._command_rules import hide_curl_users, hide_go_dsns, hide_next_line_values, hide_seed_phrases
from ._flags_elements import (
    hide_elements,
    hide_flags,
    hide_quoted_pairs,
    hide_validation_inputs,
)
from ._gate import cued_rows
from ._key_values import hide_key_values
from ._prose_rules import CJK_NOUN_START, hide_cjk_prose, hide_spaced_values, redact_prose
from ._secret_names import (
    NAME_FAMILIES,
    NAME_STEMS,
    OTHER_STEMS,
    fold_same_length,
    has_other_stem,
    is_secret_name,
    name_words,
)
from ._table import RULE_IDS, TABLE
from ._text_rules import (
    REDACTED,
    hide_after_prefix,
    hide_basic,
    hide_url_password,
    hide_user_match,
    redact_pem,
    safe_str,
    sub_at,
)
from ._token_search import TOKEN_RULE_NAMES, TokenSearch
from ._values import ValueRedactor, head_and_tail

__all__ = ["REDACTED", "RULE_NAMES", "RedactionPolicy"]

_MAX_PASSES = 4
# The words `_redact_once` looks for in every text, in the order of its `has_...` flags; each is
# one of `NAME_STEMS` (a test checks it).
_SIX_WORDS = ("pass", "key", "token", "secret", "cookie", "bearer")
_SHORTEST_SECRET = 7  # Every rule needs a longer match ("Bearer x", "a://b:c@d", "cvv=123").
_MAX_TRACEBACK_CHARS = 20_000

RULE_NAMES: tuple[str, ...] = tuple(
    sorted(
        {
            *TOKEN_RULE_NAMES,
            *NAME_FAMILIES,
            *RULE_IDS,
            "aws_secret_key", "basic", "bearer", "cookie", "curl_user", "dsn", "key_value",
            "pem_private_key", "prose", "url_password",
        }
    )
)  # fmt: skip


class RedactionPolicy:
    """What counts as a secret, and how it is hidden: one object for every channel.

    Built-in rules: vendor token shapes (``sk-…``, ``ghp_…``, ``AKIA…``, JWTs, PEM keys, …),
    credentials in URLs and DSNs, ``Authorization``/``Cookie`` headers, ``Bearer``/``Basic``
    values, and values under secret key names in any case style and encoding. Policies are
    immutable: ``with_pattern``, ``with_key_names`` and ``without_rules`` return new ones.
    """

    def __init__(
        self,
        *,
        patterns: Iterable[tuple[str, re.Pattern[str], tuple[str, ...]]] = (),
        key_names: Iterable[str] = (),
        disabled: Iterable[str] = (),
    ) -> None:
        self._patterns = tuple(patterns)
        self._key_names = tuple(dict.fromkeys(key_names))
        self._disabled = frozenset(disabled)
        unknown = self._disabled - set(RULE_NAMES) - {name for name, _, _ in self._patterns}
        if unknown:
            raise ConfigurationError(
                f"disable_rule got unknown rule name(s) {sorted(unknown)}; "
                f"use one of toolretry.redact.rule_names()"
            )
        on = self._enabled
        self._families = frozenset(f for f in NAME_FAMILIES if on(f))
        self._user_words = tuple(name_words(name) for name in self._key_names)
        self._token_search = TokenSearch(on)
        self._table = tuple(rule for rule in TABLE if on(rule.id))
        # A user name is found by its last word: `tenant_code` by "code" in `X-Tenant-Code`.
        self._user_stems = tuple(dict.fromkeys(words[-1] for words in self._user_words if words))
        self._stems = (*NAME_STEMS, *self._user_stems) if on("key_value") else self._user_stems
        # The stems to look for, by which of the six words `_redact_once` looks for anyway are in
        # the text (each is a stem): one known absent is not looked for again (~1k instructions
        # a stem on a 200-character message).
        # The last flag: whether any of `OTHER_STEMS` is (one `in` test of `_redact_once` each).
        self._stems_by_words = {
            present: tuple(
                stem
                for stem in self._stems
                if (stem not in _SIX_WORDS or present[_SIX_WORDS.index(stem)])
                and (stem not in OTHER_STEMS or present[-1])
            )
            for present in itertools.product((False, True), repeat=len(_SIX_WORDS) + 1)
        }
        # Prose names ("api_key is V", "the token V has expired") are looked for only by the
        # six words' first four, found anyway: the other stems would cost ~1 µs a message.
        self._prose_stems = {
            present: tuple(
                word for word, there in zip(_SIX_WORDS[:4], present, strict=True) if there
            )
            for present in itertools.product((False, True), repeat=4)
        }
        self._names: dict[str, bool] = {}
        self._values = ValueRedactor(self.redact, self.is_secret_name, REDACTED)

    def _enabled(self, rule: str) -> bool:
        return rule not in self._disabled

    # --- building --------------------------------------------------------------------------

    def with_pattern(
        self,
        pattern: str | re.Pattern[str],
        *,
        name: str | None = None,
        hint: str | Iterable[str] = (),
    ) -> RedactionPolicy:
        """A policy that also hides what ``pattern`` matches (its ``secret`` group if it has one).

        ``hint``: literals one of which every match holds; the pattern is skipped on text
        without any, which keeps the common case fast.
        """
        try:
            compiled = re.compile(pattern) if isinstance(pattern, str) else pattern
        except re.error as exc:
            raise ConfigurationError(f"add_pattern: {pattern!r} is not a regex ({exc})") from None
        if not isinstance(compiled, re.Pattern) or not isinstance(compiled.pattern, str):
            raise ConfigurationError("add_pattern: pass a str pattern or a compiled str regex")
        if compiled.fullmatch(""):
            raise ConfigurationError(
                f"add_pattern: {compiled.pattern!r} matches the empty string; make it require "
                f"at least one character"
            )
        hints = (hint,) if isinstance(hint, str) else tuple(hint)
        rule = (name or f"pattern:{compiled.pattern}", compiled, hints)
        return self._replace(patterns=(*self._patterns, rule))

    def with_key_names(self, *names: str) -> RedactionPolicy:
        """A policy that also treats values under ``names`` as secrets, in any case style."""
        bad = [name for name in names if not isinstance(name, str) or not name_words(name)]
        if bad:
            raise ConfigurationError(
                f"add_key_name: {bad!r} is not a key name; pass names like 'tenant_secret'"
            )
        return self._replace(key_names=(*self._key_names, *names))

    def without_rules(self, *names: str) -> RedactionPolicy:
        """A policy with the named built-in rules (see ``RULE_NAMES``) switched off."""
        return self._replace(disabled=self._disabled | set(names))

    def combined_with(self, other: RedactionPolicy) -> RedactionPolicy:
        """This policy plus ``other``'s patterns and key names, with the rules either switches
        off switched off: what a decorator's ``redaction=`` adds to the process-wide policy."""
        if other is self:
            return self
        return self._replace(
            patterns=(*self._patterns, *(p for p in other._patterns if p not in self._patterns)),
            key_names=(*self._key_names, *other._key_names),
            disabled=self._disabled | other._disabled,
        )

    def _replace(self, **changes: Any) -> RedactionPolicy:
        current: dict[str, Any] = {
            "patterns": self._patterns,
            "key_names": self._key_names,
            "disabled": self._disabled,
        }
        return RedactionPolicy(**{**current, **changes})

    @property
    def disabled_rules(self) -> frozenset[str]:
        """The built-in rules switched off."""
        return self._disabled

    @property
    def key_names(self) -> tuple[str, ...]:
        """The key names added to the built-in ones."""
        return self._key_names

    # --- applying --------------------------------------------------------------------------

    def is_secret_name(self, name: str) -> bool:
        """Whether a value under the key ``name`` (``apiKey``, ``X-Auth-Token``...) is secret."""
        return is_secret_name(name, self._families, self._user_words, self._names)

    def redact(self, text: str) -> str:
        """``text`` with every secret replaced by ``[REDACTED]``, names and prefixes kept.

        Idempotent; never raises; text without a secret comes back unchanged.
        """
        if not isinstance(text, str):
            text = safe_str(text)
        if len(text) < _SHORTEST_SECRET:
            return text
        try:
            if "\\" in text and _has_escaped_breaks(text):
                return _escape_breaks(self._redact_passes(_unescape_breaks(text)))
            return self._redact_passes(text)
        except Exception:
            # Returning the input here could leak exactly what this method exists to hide.
            return "[unredactable text]"

    def _redact_passes(self, text: str) -> str:
        # A pass can reveal a secret glued to the one it hid: repeat until nothing changes.
        for _ in range(_MAX_PASSES):
            once, again = self._redact_once(text)
            if not again or once == text:
                return once
            text = once
        return text

    def redact_value(self, value: object, max_chars: int = 200) -> Any:
        """A JSON-ready, bounded copy of ``value`` with secrets hidden: for parameters, details,
        span attributes and metric labels.

        Values under secret names become ``[REDACTED]`` (``None`` and ``""`` are kept: they say
        the credential was missing), as do ``SecretStr``/``SecretBytes``; strings are redacted
        and cut to ``max_chars``; mappings, sequences, dataclasses and pydantic models recurse
        to depth 4 and 20 items. Never raises.
        """
        return self._values.convert(value, max_chars)

    def redact_params(self, params: Mapping[str, Any], max_chars: int = 200) -> dict[str, Any]:
        """``redact_value`` for a call's parameters: always a dict, ``{}`` if unreadable."""
        return self._values.convert_mapping(params, max_chars)

    def redact_traceback(self, exc: BaseException, *, chain: bool = True) -> str:
        """The formatted traceback of ``exc``, redacted and bounded; for DEBUG logs."""
        try:
            text = "".join(traceback.format_exception(exc, chain=chain))
        except Exception:
            text = f"{type(exc).__name__} (its traceback could not be formatted)"
        if len(text) > _MAX_TRACEBACK_CHARS:
            # Cut before redacting (a traceback may be megabytes), never through a word.
            head, tail = head_and_tail(text, _MAX_TRACEBACK_CHARS)
            cut = len(text) - len(head) - len(tail)
            text = f"{head}\n… [{cut} chars cut] …\n{tail}"
        return self.redact(text.rstrip("\n"))

    def _redact_once(self, text: str) -> tuple[str, bool]:
        # Each rule runs only where a literal that all its matches hold is present: the common
        # message, without a secret, costs a chain of `in` tests (written out: a generator would
        # cost more than the tests). No rule adds such a literal (they add `[REDACTED]`), so a
        # check made on the input holds for later steps; offsets into the folded text do not,
        # so it is folded again after a step changed the text.
        on = self._enabled
        original = text
        is_ascii = text.isascii()
        folded = text.lower() if is_ascii else fold_same_length(text)
        # Words several steps look for, looked for once (each `in` is a scan of the text).
        has_key, has_token, has_secret = "key" in folded, "token" in folded, "secret" in folded
        has_pass, has_cookie, has_bearer = "pass" in folded, "cookie" in folded, "bearer" in folded
        other: bool | None = None  # Whether `folded` holds one of `OTHER_STEMS`, once asked.
        if has_key and "PRIVATE KEY" in text and on("pem_private_key"):
            text = redact_pem(text)
        text = self._token_search.hide(text)
        # Only a step that runs after another could hand it something new: a token glued to the
        # one hidden, or what a late step (Bearer, Basic, prose, user patterns) changed.
        again = text is not original
        # Characters several steps and rows need, each looked for once (a `memchr`).
        has_percent, has_dash = "%" in text, "-" in text
        if "@" in text or (has_percent and "%40" in text):
            if on("url_password"):
                if "://" in text:
                    text = shapes.URL_PASSWORD.sub(hide_url_password, text)
                if "%3a%2f%2f" in folded:
                    text = shapes.ENCODED_URL_PASSWORD.sub(hide_url_password, text)
            if on("dsn") and ("@tcp(" in text or "@unix(" in text):
                text = hide_go_dsns(text)
        if text is not original:
            folded, original = fold_same_length(text), text
        if has_cookie and on("cookie"):
            text = sub_at(text, folded, "cookie", shapes.COOKIE_HEADER, hide_after_prefix)
            if text is not original:
                folded, original = fold_same_length(text), text
        if has_dash and "-u" in folded and on("curl_user"):  # `-u`, `-U`, `--user`, `--proxy-user`
            text = hide_curl_users(text)
        auth_words: bool | None = None  # `sig`, `auth` or `cred`, once asked (the table's gate)
        named = (
            "=" in text or ":" in text or has_percent
            or (not is_ascii and ("\uff1a" in text or "\uff1d" in text))
            or ("\\" in text and "\\u003" in text)
        ) and (
            has_pass or has_key or has_token or has_secret or has_cookie or has_bearer
            or "pw" in folded
            or (auth_words := "sig" in folded or "auth" in folded or "cred" in folded)
            or "jwt" in folded or self._user_stems or (other := has_other_stem(folded))
        )  # fmt: skip
        if named:
            # The other stems are looked for (~1 µs) only where no earlier word decided.
            other = other if other is not None else has_other_stem(folded)
            # A list comprehension costs more here than the `in` tests it would spare.
            stems = self._stems_by_words[
                has_pass, has_key, has_token, has_secret, has_cookie, has_bearer, other
            ]
            if ":" in text and ("\n" in text or "\x1c" in text):  # YAML: the value below
                text = hide_next_line_values(text, stems, folded, self.is_secret_name)
            if other and ("mnemonic" in folded or "phrase" in folded or "words" in folded):
                text = hide_seed_phrases(text, folded, self.is_secret_name)
            if text is not original:
                folded, original = fold_same_length(text), text
            text = hide_key_values(text, folded, stems, self.is_secret_name, self._names)
            if text is not original:
                folded, original = fold_same_length(text), text
        if (has_pass or has_key or has_token or has_secret) and on("key_value"):
            if has_dash:
                text = hide_flags(text, self.is_secret_name)
            if "'," in text or '",' in text:  # A quoted name and its comma.
                text = hide_quoted_pairs(text, self.is_secret_name)
            if "</" in text:
                text = hide_elements(text, self.is_secret_name)
            if "input_value=" in text:
                text = hide_validation_inputs(text, self.is_secret_name)
            if text is not original:
                folded, original = fold_same_length(text), text
        before_late = text
        if has_bearer and on("bearer"):
            text = sub_at(text, folded, "bearer", shapes.BARE_BEARER, hide_after_prefix)
            if text is not original:
                folded, original = fold_same_length(text), text
        if "basic" in folded and on("basic"):
            text = sub_at(text, folded, "basic", shapes.BARE_BASIC, hide_basic)
            if text is not original:
                folded, original = fold_same_length(text), text
        # Prose names start with a trigger word; `redact_prose` looks only for those present.
        words = [" key"] if has_key and " key" in folded else []
        if has_token and " token" in folded:
            words.append(" token")
        if has_secret and " secret" in folded:
            words.append(" secret")
        if has_pass:
            words += [word for word in ("password", "passphrase") if word in folded]
        if words and on("prose"):
            text = redact_prose(text, folded, words)
        if (
            (has_pass or has_key or has_token or has_secret)
            and on("prose")
            and (" " in text or "\t" in text or "\x1d" in text)
        ):
            if text is not original:
                folded, original = fold_same_length(text), text
            stems = self._prose_stems[has_pass, has_key, has_token, has_secret]
            text = hide_spaced_values(text, folded, stems, self.is_secret_name)
        if (not is_ascii or "\\u" in text) and on("prose") and CJK_NOUN_START.search(folded):
            if text is not original:
                folded, original = fold_same_length(text), text
            text = hide_cjk_prose(text, folded)
        # What the table hides gives the steps above nothing new to find: no second pass for it.
        again = again or text != before_late
        # One gate for the table: each row's cues are decided from the words the steps above
        # looked for already, so a message without any cue pays a few `in` tests, not a scan
        # per cue per row (a row not known here asks its own cues).
        if self._table:
            if auth_words is None:
                auth_words = "auth" in folded or "cred" in folded or "sig" in folded
            rows = cued_rows(
                self._table,
                text, folded, is_ascii, has_pass or has_key or has_token or has_secret
                or has_bearer or auth_words, has_pass, auth_words, has_dash, has_percent,
            )  # fmt: skip
            if rows:
                if text is not original:
                    folded, original = fold_same_length(text), text
                text = _engine.hide(rows, text, folded, gated=True)
        before_patterns = text
        for name, pattern, hints in self._patterns:
            if name in self._disabled:
                continue
            if not hints or any(hint in text for hint in hints):
                text = pattern.sub(hide_user_match, text)
        return text, again or text != before_patterns


# Text written by repr() or json.dumps() (an exception's dict args, a KeyError, an OSError's
# filename, `{x!r}`) spells a line break as the two characters `\n`: a secret right after one
# is glued to the letter `n` and starts no word, so no rule sees it. While the rules run, the
# letter of each such escape is swapped for a separator control character (whitespace to `\s`,
# a line break to no rule), and swapped back after; text holding one already is left as it is.
_BREAKS = (("n", "\x1c"), ("t", "\x1d"), ("r", "\x1e"))


def _has_escaped_breaks(text: str) -> bool:
    return ("\\n" in text or "\\t" in text or "\\r" in text) and not (
        "\x1c" in text or "\x1d" in text or "\x1e" in text
    )


def _unescape_breaks(text: str) -> str:
    for letter, stand_in in _BREAKS:
        text = text.replace("\\" + letter, "\\" + stand_in)
    return text


def _escape_breaks(text: str) -> str:
    for letter, stand_in in _BREAKS:
        # Back after its backslash; alone where a hidden secret took the backslash with it.
        text = text.replace("\\" + stand_in, "\\" + letter).replace(stand_in, "\\" + letter)
    return text
