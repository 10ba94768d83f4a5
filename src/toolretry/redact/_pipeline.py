"""The gate a policy runs on each text before the one engine: which rows of the table can
find anything in it, decided by a chain of cheap `in` tests (none, for a text that holds no
literal any row is asked under: most messages), built from the policy's settings on its first
redaction (importing ``toolretry.redact`` compiles none of the rule modules this imports)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator
from typing import cast

from . import _engine
from ._engine import REDACTED, Found, Rule, Scan, any_of
from ._folding import fold_same_length
from ._gate import Gate
from ._look import Asked, Vocabulary, letter_runs, split_asked
from ._prose_rules import CJK_NOUN_START
from ._secret_names import (
    GATE_STEMS,
    NAME_FAMILIES,
    NAME_STEMS,
    OTHER_STEMS,
    has_other_stem,
    name_words,
)
from ._shape_gate import ShapeGate
from ._table import RULE_IDS, TABLE
from ._text_rules import user_match
from ._token_search import TOKEN_RULE_NAMES, TokenSearch

__all__ = ["RULE_NAMES", "Pipeline"]

# The words `redact_once` looks for in every text, in the order of its `has_...` flags; each is
# one of `NAME_STEMS` (a test checks it).
_SIX_WORDS = ("pass", "key", "token", "secret", "cookie", "bearer")

RULE_NAMES: tuple[str, ...] = tuple(sorted({*TOKEN_RULE_NAMES, *NAME_FAMILIES, *RULE_IDS}))

Pattern = tuple[str, re.Pattern[str], tuple[str, ...]]
# The plain words ``redact_once`` asks about by name (with ``NAME_STEMS``), answered by the
# shared look.
_WORDS = ("basic", "mnemonic", "passphrase", "password", "phrase", "words")
_ROW = {rule.id: rule for rule in TABLE}
_STEMS = frozenset(GATE_STEMS)
# What ``redact_once`` asks before it gives a row it knows by name (the vendor tokens aside):
# the named values' credential words, the characters of URLs, DSNs and percent escapes, a value
# hidden already (the stems of ``has_other_stem`` are asked as it asks them).
_ASKED = (
    "pass", "key", "token", "secret", "cookie", "bearer", "basic", "pw", "sig", "auth", "cred",
    "jwt", "@", "%", "-u", "\\u", REDACTED.lower(),
)  # fmt: skip
# The clean texts a pipeline remembers, at most, and the longest it remembers (see
# ``Pipeline.redact_once``): a traceback or a dump is seldom seen twice, and would crowd out
# the short messages that are.
_CLEAN_REMEMBERED, _CLEAN_LONGEST = 1024, 2048
# The rows the pipeline asks for by name, each under its own condition (the last two by the
# text's shape, ``ShapeGate``).
_NAMED_IDS = frozenset({
    "pem_private_key", "vendor_token", "url_password", "dsn", "cookie", "curl_user",
    "next_line_value", "seed_phrase", "key_value", "secret_flag", "quoted_pair", "xml_element",
    "validation_input", "bearer", "basic", "prose", "spaced_value", "cjk_prose",
    "hex_text", "bare_token",
})  # fmt: skip


def _user_row(name: str, pattern: re.Pattern[str], hints: tuple[str, ...]) -> Rule:
    def find(scan: Scan) -> Iterator[Found]:
        return map(user_match, pattern.finditer(scan.text))

    return Rule(name, hints, find, "what the pattern's `secret` group leaves out", ())


def _has_other_stem(folded: str, seen: set[str]) -> bool:
    """``has_other_stem``, not asked where the shared look found none of its stems."""
    return not _STEMS.isdisjoint(seen) and has_other_stem(folded, seen)


class Pipeline:
    """A policy's rules, compiled: what ``RedactionPolicy.redact`` runs on each pass."""

    def __init__(
        self,
        patterns: tuple[Pattern, ...],
        key_names: tuple[str, ...],
        disabled: frozenset[str],
        is_secret_name: Callable[[str], bool],
        names: dict[str, bool],
    ) -> None:
        self._disabled = disabled
        # The texts ``redact_once`` found nothing in (bounded, see there).
        self._clean: set[str] = set()
        self.is_secret_name = is_secret_name
        self._names = names
        on = self._enabled
        user_words = tuple(name_words(name) for name in key_names)
        self._own_names = user_words
        self._token_search = TokenSearch(on)
        # Each row, or None where the policy switched it off (the gate asks for it by id).
        row = {rule.id: (rule if on(rule.name) else None) for rule in TABLE}
        self._pem, self._tokens = row["pem_private_key"], row["vendor_token"]
        self._url, self._dsn, self._cookie = row["url_password"], row["dsn"], row["cookie"]
        self._curl, self._next_line = row["curl_user"], row["next_line_value"]
        self._seed, self._key_value = row["seed_phrase"], row["key_value"]
        self._flag, self._pair = row["secret_flag"], row["quoted_pair"]
        self._element, self._input = row["xml_element"], row["validation_input"]
        self._bearer, self._basic, self._prose = row["bearer"], row["basic"], row["prose"]
        self._spaced, self._cjk = row["spaced_value"], row["cjk_prose"]
        self._shapes = ShapeGate(row["hex_text"], row["bare_token"])  # (the table's last rows)
        # The rows the gate below does not ask for by name (the generalizing rows, any row
        # added to the table), each asked by ``Gate``: its own cues for a row it does not know.
        self._table = tuple(rule for rule in TABLE if rule.id not in _NAMED_IDS and on(rule.name))
        self._gate = Gate(self._table)
        # What any row asks of an ASCII text, as the shared look's words and `in` tests: most
        # messages hold none, and are left without the gate and the rows. Not where the policy
        # adds patterns or names, which any text may hold.
        self._quiet: Asked | None = (
            split_asked((*_ASKED, *self._gate.asked))
            if self._gate.asked is not None and not patterns and not key_names
            else None
        )
        # The same of an ASCII text where no pattern of ``_quiet_rows`` matches: the rows
        # those patterns ask for are left out (their cues are in most messages).
        self._quiet_ascii: Asked | None = (
            split_asked((*_ASKED, *self._gate.asked_ascii))
            if self._quiet is not None and self._gate.asked_ascii is not None
            else None
        )
        self._first_tests = self._gate.first_tests
        # (the words each of these asks, and the runs it stands for other literals by, are the
        # shared look's: it finds only its own)
        quiet_words = tuple(
            word
            for asked in (
                self._quiet,
                self._quiet_ascii,
                *(asked for asked, _, _ in self._first_tests),
            )
            if asked is not None
            for word in (*asked[0], *asked[1])
        )
        # The same of a text that is not ASCII: also the rows' cues of other languages (and
        # invisible characters), and the start of a CJK credential noun, in one search each.
        self._foreign_cues = any_of(cue for rule in TABLE for cue in rule.cue if not cue.isascii())
        # The plain words this gate and the table's asks about, answered by one shared look.
        self._vocabulary = Vocabulary(
            (*_WORDS, *NAME_STEMS, *GATE_STEMS, *self._gate.words, *quiet_words)
        )
        # The engine asks the rows in the table's order: an earlier row decides its places.
        self._rank = {rule.id: index for index, rule in enumerate(TABLE)}
        self._user_rows = tuple(
            (_user_row(name, pattern, hints), hints)
            for name, pattern, hints in patterns
            if name not in disabled
        )
        # A user name is found by its last word: `tenant_code` by "code" in `X-Tenant-Code`.
        self._user_stems = tuple(dict.fromkeys(words[-1] for words in user_words if words))
        self._stems = (*NAME_STEMS, *self._user_stems) if on("key_value") else self._user_stems
        # The stems to look for, by which of the six words `redact_once` looks for anyway are in
        # the text (each is a stem): one known absent is not looked for again.
        # The last flag: whether any of `OTHER_STEMS` is (one `in` test of `redact_once` each).
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
        # six words' first four, found anyway: the other stems would cost more than they find.
        self._prose_stems = {
            present: tuple(
                word for word, there in zip(_SIX_WORDS[:4], present, strict=True) if there
            )
            for present in itertools.product((False, True), repeat=4)
        }

    def _is_quiet(self, folded: str, seen: set[str], asked: Asked | None = None) -> bool:
        """Whether ``folded``, whose words of the shared look are ``seen``, holds none of the
        ASCII literals any row asks about (``asked``, by default those of any text; what the
        vendor-token search asks is asked apart; the stems of ``has_other_stem`` are asked by
        the caller, which keeps the answer)."""
        words, runs, literals = cast(Asked, self._quiet if asked is None else asked)
        if not words.isdisjoint(seen):
            return False
        for run in runs.keys() & seen:
            for literal in runs[run]:
                if literal in folded:
                    return False
        for mark, tested in literals:  # a loop: a generator would cost more than the tests
            if mark in folded:
                for literal in tested:
                    if literal in folded:
                        return False
        return True

    def _none_first(self, text: str, folded: str, seen: set[str]) -> bool:
        """Whether each row ``_quiet_rows`` asks is one the gate would not give (``folded``
        holds none of its literals) or one of whose patterns matches nowhere in ``text`` (or
        in ``folded``, where the row searches that): the row then finds nothing in it."""
        for asked, on_folded, patterns in self._first_tests:
            if asked is not None and self._is_quiet(folded, seen, asked):
                continue
            subject = folded if on_folded else text
            for pattern in patterns:
                if pattern.search(subject) is None:
                    break
            else:
                return False
        return True

    def _is_quiet_foreign(self, folded: str) -> bool:
        """Whether ``folded``, not ASCII, holds none of the rows' cues of other languages and no
        start of a CJK credential noun (what its ASCII letters hold is ``_is_quiet``'s)."""
        cues = self._foreign_cues
        return (cues is None or cues.search(folded) is None) and not CJK_NOUN_START.search(folded)

    def _enabled(self, rule: str) -> bool:
        return rule not in self._disabled

    def redact_once(self, text: str) -> str:
        """``text`` with what one pass of the rules finds hidden."""
        # One failure's message is redacted once per channel (the observation, its event, the
        # log line, an export) and again on each retry of the same failing call: a text found
        # clean is remembered, so that a repeat costs one hash and one set lookup. Only a text
        # that came back unchanged is kept: it is what every channel shows anyway, never a
        # secret. The answer is the same (the rules see only the text, and a pipeline never
        # changes); a text seen for the first time pays what it did before, plus the lookup.
        # (a str subclass may hash and compare otherwise: never remembered)
        short = len(text) <= _CLEAN_LONGEST and type(text) is str
        if short and text in self._clean:
            return text
        once = self._redact_new(text)
        if short and once == text:
            clean = self._clean
            if len(clean) >= _CLEAN_REMEMBERED:
                clean.clear()  # (a process meets a few hundred distinct clean messages)
            clean.add(text)
        return once

    def _redact_new(self, text: str) -> str:
        # The gate: each row runs only where a literal that all its matches hold is present;
        # a message with none of them (most) is answered after the shared look and a few `in`
        # tests (``_is_quiet``), the others by a chain of `in` tests (written out: a generator
        # would cost more than the tests). The rows then find their spans in the same text and
        # the engine splices them once.
        is_ascii = text.isascii()
        folded = text.lower() if is_ascii else fold_same_length(text)
        shaped = self._shapes.rows(text)  # (a text with one of their shapes is never quiet)
        # (the rows that only keep places are asked where a run is, as the vendor-token row's)
        runs: list[tuple[int, int]] = []
        tokens = False
        if self._tokens:
            runs = self._token_search.runs(text)
            tokens = self._token_search.may_hold(text, runs)
        # The plain words the rows' cues are made of, found by one shared look (a split of the
        # text into runs of letters, each looked up) instead of an `in` test, a scan of the
        # text, each.
        letters = letter_runs(folded)
        seen = self._vocabulary.held(letters)
        # Whether `folded` holds one of `OTHER_STEMS` before a separator: asked at most once
        # per text (a `find` and a match per hit), by the first step that needs it.
        other: bool | None = None
        if not tokens and not shaped and self._quiet is not None:
            if is_ascii and self._quiet_ascii is not None:
                # (the literals of the rows left, then the patterns of those left out)
                if (
                    self._is_quiet(folded, seen, self._quiet_ascii)
                    and not (other := _has_other_stem(folded, seen))
                    and self._none_first(text, folded, seen)
                ):
                    return text
            elif (
                self._is_quiet(folded, seen)
                and not (other := _has_other_stem(folded, seen))
                and (is_ascii or self._is_quiet_foreign(folded))
            ):
                return text
        rows: list[Rule] = []
        add = rows.append
        context: dict[str, object] = {}
        if self._own_names:  # (the names the user declared: never a public label, _engine)
            context["own_names"] = self._own_names
        has_key, has_token, has_secret = "key" in seen, "token" in seen, "secret" in seen
        has_pass, has_cookie, has_bearer = "pass" in seen, "cookie" in seen, "bearer" in seen
        if has_key and self._pem and "PRIVATE KEY" in text:
            add(self._pem)
        if tokens and self._tokens:
            context["tokens"], context["runs"] = self._token_search, runs
            add(self._tokens)
        # Characters several rows need, each looked for once (a `memchr`).
        has_percent, has_dash = "%" in text, "-" in text
        if "@" in text or (has_percent and "%40" in text):
            if self._url and ("://" in text or "%3a%2f%2f" in folded):
                add(self._url)
            # (after the values under names: `dsn=user:p@ss@tcp(…)` is one value)
            dsn = self._dsn is not None and ("@tcp(" in text or "@unix(" in text)
        else:
            dsn = False
        if has_cookie and self._cookie:
            add(self._cookie)
        if has_dash and self._curl and ("-u" in folded or "u " in folded):  # (`-u`, `-su`)
            add(self._curl)
        auth_words: bool | None = None  # `sig`, `auth` or `cred`, once asked (the table's gate)
        named = (
            "=" in text or ":" in text or has_percent
            or (not is_ascii and ("\uff1a" in text or "\uff1d" in text))
            or ("\\" in text and "\\u003" in text)
        ) and (
            has_pass or has_key or has_token or has_secret or has_cookie or has_bearer
            or "pw" in seen
            or (auth_words := "sig" in seen or "auth" in seen or "cred" in seen)
            or "jwt" in seen or self._user_stems
            or (other if other is not None else (other := _has_other_stem(folded, seen)))
        )  # fmt: skip
        if named:
            # The other stems are looked for only where no earlier word decided.
            other = other if other is not None else _has_other_stem(folded, seen)
            # A list comprehension costs more here than the `in` tests it would spare.
            stems = self._stems_by_words[
                has_pass, has_key, has_token, has_secret, has_cookie, has_bearer, other
            ]
            # Each built-in stem is a word of the shared look: one it did not find is not in
            # the text, and the rows would look for it in vain (`pw`, `sig`, `jwt` in most).
            # (A policy's own stems are not words of the look: kept where there are some.)
            context["stems"] = (
                stems if self._user_stems else tuple(filter(seen.__contains__, stems))
            )
            if self._next_line and ":" in text and ("\n" in text or "\x1c" in text):
                add(self._next_line)  # YAML: the value below
            if self._seed and other and ("mnemonic" in seen or "phrase" in seen or "words" in seen):
                add(self._seed)
            if self._key_value or self._user_stems:
                add(_ROW["key_value"])
        if dsn:
            add(_ROW["dsn"])
        if has_pass or has_key or has_token or has_secret:
            if has_dash and self._flag:
                add(self._flag)
            if self._pair and ("'," in text or '",' in text):  # A quoted name and its comma.
                add(self._pair)
            if self._element and "</" in text:
                add(self._element)
            if self._input and "input_value=" in text:
                add(self._input)
        if has_bearer and self._bearer:
            add(self._bearer)
        if self._basic and "basic" in seen:
            add(self._basic)
        # Prose names start with a trigger word; the row looks only for those present.
        words = [" key"] if has_key and " key" in folded else []
        if has_token and " token" in folded:
            words.append(" token")
        if has_secret and " secret" in folded:
            words.append(" secret")
        if has_pass:
            words += [word for word in ("password", "passphrase") if word in seen]
        if words and self._prose:
            context["prose_words"] = words
            add(self._prose)
        if (
            (has_pass or has_key or has_token or has_secret)
            and self._spaced
            and (" " in text or "\t" in text or "\x1d" in text)
        ):
            context["prose_stems"] = self._prose_stems[has_pass, has_key, has_token, has_secret]
            add(self._spaced)
        if self._cjk and (not is_ascii or "\\u" in text) and CJK_NOUN_START.search(folded):
            add(self._cjk)
        # One gate for the generalizing rows: each row's cues are decided from the words asked
        # above, so a message without any cue pays a few `in` tests, not a scan per cue per
        # row (a row not known here asks its own cues).
        markers = False
        general: list[Rule] = []
        # The policy's own patterns, asked before the gate (which asks the rows that only keep
        # places where another row runs); they run after the table's rows.
        users = [
            rule for rule, hints in self._user_rows if not hints or any(h in text for h in hints)
        ]
        if self._table:
            if auth_words is None:
                auth_words = "auth" in seen or "cred" in seen or "sig" in seen
            general, markers = self._gate.rows(
                text, folded, is_ascii, has_pass or has_key or has_token or has_secret
                or has_bearer or auth_words, has_pass, has_secret, has_token, auth_words, has_dash,
                has_percent, has_key, bool(rows or users or runs), seen, letters,
            )  # fmt: skip
            rows += general
            markers = markers or bool(general)
        rows += shaped  # (the table's last rows: the order stays the table's)
        rows += users
        if not rows and not markers:
            return text
        if general and len(rows) > len(general):
            rank = self._rank
            rows.sort(key=lambda rule: rank.get(rule.id, len(rank)))
        scan = Scan(text, folded, self.is_secret_name, self._names, context)
        return _engine.hide(rows, scan, gated=True, markers=markers)
