"""The one redaction policy every channel applies: observations, events, logs and exports."""

from __future__ import annotations

import re
import string
import traceback
from collections.abc import Iterable, Mapping
from typing import Any

from ..exceptions import ConfigurationError
from . import _secret_shapes as shapes
from ._secret_names import NAME_FAMILIES, NAME_STEMS, fold, is_secret_name, name_words
from ._text_rules import (
    AWS_SECRET,
    KEY_VALUE,
    NAME_CHAR_SET,
    NAME_RUN,
    REDACTED,
    hide_after_prefix,
    hide_aws_secret,
    hide_basic,
    hide_url_password,
    hide_user_match,
    mask_key_value,
    name_start,
    prose_after_name,
    redact_pem,
    redact_prose,
    safe_str,
    sub_at,
)
from ._values import ValueRedactor

__all__ = ["REDACTED", "RULE_NAMES", "RedactionPolicy", "current_policy", "set_policy"]

_MAX_PASSES = 4
_SHORTEST_SECRET = 8  # Every rule needs a longer match ("Bearer x", "a://b:c@d", "key=1234").
_MAX_TRACEBACK_CHARS = 20_000

_TOKEN_RULES = tuple((shape, shape.compile()) for shape in shapes.TOKEN_SHAPES)
RULE_NAMES: tuple[str, ...] = tuple(
    sorted(
        {
            *(shape.name for shape, _ in _TOKEN_RULES),
            *NAME_FAMILIES,
            "aws_secret_key", "basic", "bearer", "cookie", "dsn", "key_value", "pem_private_key",
            "prose", "url_password",
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
        # Tokens that start a run, found by their first two characters; the rest by a hint.
        # Each with the hints that start where the token does (`key-` of Mailgun's): one
        # `startswith` spares the regex a word like `key` in `key=key=…`.
        self._by_start: dict[str, list[tuple[re.Pattern[str], tuple[str, ...]]]] = {}
        in_run: list[tuple[str, re.Pattern[str]]] = []
        always: list[tuple[str, re.Pattern[str]]] = []
        for shape, pattern in _TOKEN_RULES:
            if on(shape.name):
                for start in shape.run_starts():
                    leads = tuple(hint for hint in shape.hints if hint.startswith(start))
                    self._by_start.setdefault(start, []).append((pattern, leads))
                if not shape.run_starts():
                    group = in_run if shape.in_run else always
                    group.extend((hint, pattern) for hint in shape.hints)
        self._anywhere = tuple(in_run)
        # What tells a text may hold one of those: a literal at a run's start, or else a hint.
        run_leads: list[str] = []
        unled: list[str] = []
        for shape, _ in _TOKEN_RULES:
            if on(shape.name) and shape.anywhere and shape.in_run:
                (run_leads if shape.run_leads else unled).extend(shape.run_leads or shape.hints)
        self._run_leads = tuple(run_leads)
        self._unled_hints = tuple(unled)
        starts = "|".join(re.escape(start) for start in sorted(self._by_start))
        self._starts = re.compile(f"(?<![A-Za-z0-9])(?:{starts or '(?!)'})")
        self._anywhere_always = tuple(always)
        # A user name is found by its last word: `tenant_code` by "code" in `X-Tenant-Code`.
        self._user_stems = tuple(dict.fromkeys(words[-1] for words in self._user_words if words))
        self._stems = (*NAME_STEMS, *self._user_stems) if on("key_value") else self._user_stems
        self._key_value = KEY_VALUE
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
            # A pass can reveal a secret glued to the one it hid: repeat until nothing changes.
            for _ in range(_MAX_PASSES):
                once, again = self._redact_once(text)
                if not again or once == text:
                    return once
                text = once
            return text
        except Exception:
            # Returning the input here could leak exactly what this method exists to hide.
            return "[unredactable text]"

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
            half = _MAX_TRACEBACK_CHARS // 2
            text = f"{text[:half]}\n… [{len(text) - 2 * half} chars cut] …\n{text[-half:]}"
        return self.redact(text.rstrip("\n"))

    def _redact_once(self, text: str) -> tuple[str, bool]:
        # Each rule runs only where a literal that all its matches hold is present: the common
        # message, without a secret, costs a chain of `in` tests (written out: a generator would
        # cost more than the tests). No rule adds such a literal (they add `[REDACTED]`), so a
        # check made on the input holds for later steps; offsets into the folded text do not,
        # so it is folded again after a step changed the text.
        on = self._enabled
        original = text
        folded = text.lower() if text.isascii() else _fold_same_length(text)
        # Words several steps look for, looked for once (each `in` is a scan of the text).
        has_key, has_token, has_secret = "key" in folded, "token" in folded, "secret" in folded
        has_pass, has_cookie, has_bearer = "pass" in folded, "cookie" in folded, "bearer" in folded
        if has_key and "PRIVATE KEY" in text and on("pem_private_key"):
            text = redact_pem(text)
        text = self._tokens(text)
        # Only a step that runs after another could hand it something new: a token glued to the
        # one hidden, or what a late step (Bearer, Basic, prose, user patterns) changed.
        again = text is not original
        if (has_secret or "aws" in folded or "AKIA" in text) and on("aws_secret_key"):
            text = AWS_SECRET.sub(hide_aws_secret, text)
        if "@" in text or "%40" in text:
            if on("url_password"):
                if "://" in text:
                    text = shapes.URL_PASSWORD.sub(hide_url_password, text)
                if "%3a%2f%2f" in folded:
                    text = shapes.ENCODED_URL_PASSWORD.sub(hide_url_password, text)
            if on("dsn") and ("@tcp(" in text or "@unix(" in text):
                text = shapes.DSN_TCP.sub(hide_url_password, text)
        if text is not original:
            folded, original = _fold_same_length(text), text
        if has_cookie and on("cookie"):
            text = sub_at(text, folded, "cookie", shapes.COOKIE_HEADER, hide_after_prefix)
            if text is not original:
                folded, original = _fold_same_length(text), text
        if (
            "=" in text or ":" in text or "%" in text or "\uff1a" in text or "\uff1d" in text
            or "\\u003" in text
        ) and (
            has_pass or has_key or has_token or has_secret or has_cookie or has_bearer
            or "pw" in folded or "sig" in folded or "auth" in folded or "cred" in folded
            or "jwt" in folded or self._user_stems
        ):  # fmt: skip
            text = self._key_values(text, folded)
            if text is not original:
                folded, original = _fold_same_length(text), text
        before_late = text
        if has_bearer and on("bearer"):
            text = sub_at(text, folded, "bearer", shapes.BARE_BEARER, hide_after_prefix)
            if text is not original:
                folded, original = _fold_same_length(text), text
        if "basic" in folded and on("basic"):
            text = sub_at(text, folded, "basic", shapes.BARE_BASIC, hide_basic)
            if text is not original:
                folded, original = _fold_same_length(text), text
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
        for name, pattern, hints in self._patterns:
            if name in self._disabled:
                continue
            if not hints or any(hint in text for hint in hints):
                text = pattern.sub(hide_user_match, text)
        return text, again or text != before_late

    def _tokens(self, text: str) -> str:
        for hint, pattern in self._anywhere_always:
            if hint in text:
                text = pattern.sub(hide_after_prefix, text)
        if len(text) < 16:
            return text
        # Every other token starts a run of 16 or more of `[A-Za-z0-9_-]`, at the start of one
        # of its words of `[A-Za-z0-9]` (`AUTH_sk-…`), and nearly every ``anywhere`` token holds
        # such a run (``_secret_shapes.RUN``: checked for every shape by a test). The runs
        # are found on a byte mask of the text, where `bytes.translate` and `find` work in C: a
        # regex scan for the runs, or for the 48 two-letter starts, costs 3 to 12 µs on a
        # 200-character message, the mask about 0.4 µs. `ascii`/`replace` keeps one byte per
        # character, so offsets match.
        mask = text.encode("ascii", "replace").translate(_RUN_MASK)
        at = mask.find(_SIXTEEN)
        if at == -1:
            return text
        if self._anywhere and self._may_hold_anywhere_token(text, mask, at):
            before = text
            for hint, pattern in self._anywhere:
                if hint in text:
                    text = pattern.sub(hide_after_prefix, text)
            if text is not before:  # Offsets moved: mask the new text.
                mask = text.encode("ascii", "replace").translate(_RUN_MASK)
                at = mask.find(_SIXTEEN)
        pieces: list[str] = []
        done = 0
        by_start = self._by_start
        while at != -1:
            start = mask.rfind(b" ", 0, at) + 1
            end = mask.find(b" ", at)
            end = len(text) if end == -1 else end
            if end - start <= _LONG_RUN:
                # The run's words in C, then a dict lookup of each one's first two characters.
                candidate = start
                for word in text[start:end].replace("-", "_").split("_"):
                    if (
                        candidate >= done
                        and (patterns := by_start.get(word[:2]))
                        and (match := _token_at(text, candidate, patterns))
                    ):
                        pieces += (text[done:candidate], hide_after_prefix(match))
                        done = match.end()
                    candidate += len(word) + 1
            else:
                # A regex scan costs ~35 ns a character, the loop above ~400 ns a word, and a run
                # of 100 kB can hold 25,000 words (`key=key=…`) or 100,000 empty ones (`___…`).
                for found in self._starts.finditer(text, start, end):
                    candidate = found.start()
                    if candidate >= done and (
                        match := _token_at(text, candidate, by_start[found.group()])
                    ):
                        pieces += (text[done:candidate], hide_after_prefix(match))
                        done = match.end()
            at = mask.find(_SIXTEEN, max(end, done))
        return "".join(pieces) + text[done:] if pieces else text

    def _may_hold_anywhere_token(self, text: str, mask: bytes, at: int) -> bool:
        """Whether ``text``, whose ``mask`` has a run at ``at``, may hold an ``anywhere`` token
        that has a run: one of its ``run_leads`` ends right before a run or starts it, or a
        hint of a shape without leads is in the text (a test checks this of every shape). Each
        such run follows a `.`, `:` or `/`; most runs follow a space, a quote or `=`: a look at
        the character before each run spares a dozen scans of the text."""
        for hint in self._unled_hints:
            if hint in text:
                return True
        leads = self._run_leads
        while at != -1:
            start = mask.rfind(b" ", 0, at) + 1
            if (
                start
                and text[start - 1] in ".:/"  # One look spares most runs two tuple matches.
                and (text.startswith(leads, start) or text.endswith(leads, 0, start))
            ):
                return True
            end = mask.find(b" ", at)
            if end == -1:
                return False
            at = mask.find(_SIXTEEN, end)
        return False

    def _key_values(self, text: str, folded: str) -> str:
        """Every ``name = value`` whose name holds a stem, found from the stems outwards: far
        cheaper than a regex tried at every position."""
        hits: list[int] = []  # Written out: a generator over `find_all` costs twice as much.
        for stem in self._stems:  # Empty if key_value is off.
            if stem not in folded:  # `in` costs a third of a `find`, and most stems are absent.
                continue
            i = folded.find(stem)
            while i != -1:
                hits.append(i)
                i = folded.find(stem, i + 1)
        if not hits:
            return text
        hits.sort()
        pieces: list[str] = []
        done = skip = 0
        for hit in hits:
            if hit < skip:
                continue
            # The name runs to the end of its characters; what may start a separator must
            # follow it, and the name must be a secret one (a dict lookup, once seen): cheap
            # checks that spare most names (`KeyError`, `monkey`, `tokens`) the ~2 µs of trying
            # the whole ``KEY_VALUE`` regex.
            end = NAME_RUN.match(text, hit).end()  # type: ignore[union-attr]
            first = text[end : end + 1]
            if first not in _SEPARATOR_FIRST and (
                first not in _BEFORE_SEPARATOR or not _separator_follows(text, end)
            ):
                skip = end
                continue
            start = hit if not hit or text[hit - 1] not in NAME_CHAR_SET else name_start(text, hit)
            if not self.is_secret_name(text[start:end]):
                skip = end
                continue
            if (prose_end := prose_after_name(text, end)) != -1:
                skip = prose_end  # `'key': expected a string`: a sentence, left as it is.
                continue
            match = None
            if start and text[start - 1] in "\"'":  # A quoted name: the quote is part of it.
                quoted = start - (2 if start > 1 and text[start - 2] == "\\" else 1)
                if (match := self._key_value.match(text, quoted)) is not None:
                    start = quoted
            match = match or self._key_value.match(text, start)
            if match is None:
                skip = end
                continue
            pieces += (
                text[done:start],
                mask_key_value(match, self.is_secret_name, secret_name=True),
            )
            done = skip = match.end()
        return "".join(pieces) + text[done:] if pieces else text


# `RUN`'s characters -> "a", every other byte (and `?`, which stands for any non-ASCII) -> " ".
_RUN_CHARS = frozenset(string.ascii_letters + string.digits + "_-")
_RUN_MASK = bytes(ord("a") if chr(b) in _RUN_CHARS else ord(" ") for b in range(256))
_SIXTEEN = b"a" * 16
_LONG_RUN = 2_000
_BLANKS = re.compile("[ \t]*")
_SEPARATOR_FIRST = frozenset(":=%\uff1a\uff1d")
_BEFORE_SEPARATOR = frozenset("\\\"' \t")  # what may stand between a name and its separator


def _separator_follows(text: str, end: int) -> bool:
    """Whether what follows the name ending at ``end`` may be ``KEY_VALUE``'s separator: its
    closing quote, blanks, then `:`, `=`, `%3D`, `\\u003d`... (`keys id` is not; the regex
    would take ~2 µs to say so)."""
    at = end
    if text[at : at + 1] == "\\":
        if text.startswith("\\u003", at):
            return True
        at += 1  # `\"` closing the name's quote
    if text[at : at + 1] in ("'", '"'):
        at += 1
    if text[at : at + 1] in (" ", "\t"):
        at = _BLANKS.match(text, at).end()  # type: ignore[union-attr]
    return text[at : at + 1] in _SEPARATOR_FIRST or text.startswith("\\u003", at)


def _token_at(
    text: str, at: int, patterns: list[tuple[re.Pattern[str], tuple[str, ...]]]
) -> re.Match[str] | None:
    """The first of ``patterns`` that matches at ``at`` (its hints, if any, start there)."""
    for pattern, leads in patterns:
        if (not leads or text.startswith(leads, at)) and (match := pattern.match(text, at)):
            return match
    return None


def _fold_same_length(text: str) -> str:
    """``fold(text)`` with the same offsets as ``text`` (``İ`` lowercases to two characters)."""
    folded = fold(text)
    if len(folded) == len(text):
        return folded
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


_current = RedactionPolicy()


def current_policy() -> RedactionPolicy:
    """The policy every channel applies now (``toolretry.redact`` changes it)."""
    return _current


def set_policy(policy: RedactionPolicy) -> RedactionPolicy:
    """Make ``policy`` the one every channel applies; returns the previous one."""
    global _current
    if not isinstance(policy, RedactionPolicy):
        raise ConfigurationError(
            f"use_policy needs a toolretry.redact.RedactionPolicy, got {type(policy).__name__}"
        )
    previous, _current = _current, policy
    return previous
