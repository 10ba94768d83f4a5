"""The one redaction policy every channel applies: observations, events, logs and exports."""

from __future__ import annotations

import re
import threading
import traceback
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from ..exceptions import ConfigurationError
from ._argument_shapes import hide_argument_shapes
from ._repeats import hide_repeats
from ._secret_names import NAME_FAMILIES, is_secret_name, name_words
from ._values import ValueRedactor, head_and_tail
from ._views import hide_encoded, may_hide_encoded

if TYPE_CHECKING:
    from ._pipeline import Pipeline

__all__ = ["REDACTED", "RedactionPolicy", "rule_names"]

REDACTED = "[REDACTED]"
_MAX_PASSES = 4
# The texts with nothing a view decodes that a policy remembers, at most, and the longest.
_PLAIN_REMEMBERED, _PLAIN_LONGEST = 1024, 2048
_SHORTEST_SECRET = 7  # Every rule needs a longer match ("Bearer x", "a://b:c@d", "cvv=123").
_MAX_TRACEBACK_CHARS = 20_000
# One lock for every policy's first build: building twice would only waste the work, but a
# process that starts many threads at once should compile the rules once.
_BUILDING = threading.Lock()


def rule_names() -> tuple[str, ...]:
    """The names of the built-in rules (importing them compiles the rule modules)."""
    from ._pipeline import RULE_NAMES as names

    return names


def __getattr__(name: str) -> Any:
    # `RULE_NAMES` stays importable from here, compiled only when asked for.
    if name == "RULE_NAMES":
        return rule_names()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
        if self._disabled:
            unknown = self._disabled - set(rule_names()) - {name for name, _, _ in self._patterns}
            if unknown:
                raise ConfigurationError(
                    f"disable_rule got unknown rule name(s) {sorted(unknown)}; "
                    f"use one of toolretry.redact.rule_names()"
                )
        self._families = frozenset(f for f in NAME_FAMILIES if f not in self._disabled)
        self._user_words = tuple(name_words(name) for name in self._key_names)
        self._names: dict[str, bool] = {}
        self._plain: set[str] = set()  # (texts no view decodes anything in, see `redact`)
        self._values = ValueRedactor(self.redact, self.is_secret_name, REDACTED)
        # The compiled rules, built on the first redaction (see `_rules`).
        self._pipeline: Pipeline | None = None

    @property
    def _rules(self) -> Pipeline:
        pipeline = self._pipeline
        if pipeline is None:
            with _BUILDING:
                if self._pipeline is None:
                    from ._pipeline import Pipeline

                    self._pipeline = Pipeline(
                        self._patterns,
                        self._key_names,
                        self._disabled,
                        self.is_secret_name,
                        self._names,
                    )
                pipeline = self._pipeline
        return pipeline

    def prepare(self) -> None:
        """Compile the rules now instead of on the first redaction (the decorator does this
        for the process's policy when it first decorates, outside any call's deadline)."""
        _ = self._rules

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
            try:
                text = str(text)
            except Exception:
                text = f"<unrepresentable {type(text).__name__}>"
        if len(text) < _SHORTEST_SECRET:
            return text
        try:
            # (a text seen before with nothing a view decodes is not asked again: one failure's
            # message reaches several channels, and each retry)
            short = len(text) <= _PLAIN_LONGEST and type(text) is str
            if not (short and text in self._plain):
                if may_hide_encoded(text):
                    # What an encoding hides (`\\u5bc6\\u7801`, `&#112;assword`, base64 of a
                    # JSON document) is found in a decoded view and hidden here first
                    # (``_views``).
                    text = hide_encoded(text, self._redact_plain)
                elif short:
                    if len(self._plain) >= _PLAIN_REMEMBERED:
                        self._plain.clear()
                    self._plain.add(text)
            return self._redact_plain(text)
        except Exception:
            # Returning the input here could leak exactly what this method exists to hide.
            return "[unredactable text]"

    def _redact_plain(self, text: str) -> str:
        if "\\" in text and _has_escaped_breaks(text):
            return _escape_breaks(self._redact_passes(_unescape_breaks(text)))
        return self._redact_passes(text)

    def _redact_passes(self, text: str) -> str:
        # A pass can reveal a secret glued to the one it hid (a name whose value the hidden
        # span ended, a cue no longer fused to the word before it): repeat until nothing
        # changes, so redacting twice gives what redacting once gave. A text without a secret
        # (most) takes one pass.
        # (the built pipeline read directly: the property's lock check is for the first build)
        redact_once = (self._pipeline or self._rules).redact_once
        original = text
        for _ in range(_MAX_PASSES):
            once = redact_once(text)
            if once == text:
                break
            text = once
        if text is original:
            return text
        # What was hidden beside its name is hidden where the text repeats it unnamed too;
        # then the passes again, as the hidden copy may have been glued to something.
        repeated = hide_repeats(original, text)
        if repeated == text:
            return text
        for _ in range(_MAX_PASSES):
            once = redact_once(repeated)
            if once == repeated:
                break
            repeated = once
        return repeated

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
        """The formatted traceback of ``exc``, redacted and bounded, its generated-looking runs
        and typed passwords hidden as an argument's are; for DEBUG logs."""
        try:
            text = "".join(traceback.format_exception(exc, chain=chain))
        except Exception:
            text = f"{type(exc).__name__} (its traceback could not be formatted)"
        if "Exception Group Traceback" in text:
            # An exception group's members are drawn behind a `| ` margin: without it each
            # member's lines read as they would alone (a table, a config's lines, a listing).
            text = _GROUP_MARGIN.sub(r"\1  ", text)
        if len(text) > _MAX_TRACEBACK_CHARS:
            # Cut before redacting (a traceback may be megabytes), never through a word.
            head, tail = head_and_tail(text, _MAX_TRACEBACK_CHARS)
            cut = len(text) - len(head) - len(tail)
            text = f"{head}\n… [{cut} chars cut] …\n{tail}"
        # A traceback holds what no message shows (an exception's notes, its arguments, the
        # tool's own lines) and what the export of the same error hides by shape: judged the
        # way that export and the tool's arguments are, so the DEBUG log shows no more.
        return hide_argument_shapes(self.redact(text.rstrip("\n")), REDACTED)


_GROUP_MARGIN = re.compile(r"(?m)^([ \t]*)\| ")


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
