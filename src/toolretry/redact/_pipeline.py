"""The step pipeline a policy runs on each text, built from the policy's settings on its first
redaction (importing ``toolretry.redact`` compiles none of the rule modules this imports)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

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
    name_words,
)
from ._table import RULE_IDS, TABLE
from ._text_rules import (
    hide_after_prefix,
    hide_basic,
    hide_url_password,
    hide_user_match,
    redact_pem,
    sub_at,
)
from ._token_search import TOKEN_RULE_NAMES, TokenSearch

__all__ = ["RULE_NAMES", "Pipeline"]

# The words `redact_once` looks for in every text, in the order of its `has_...` flags; each is
# one of `NAME_STEMS` (a test checks it).
_SIX_WORDS = ("pass", "key", "token", "secret", "cookie", "bearer")

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

Pattern = tuple[str, re.Pattern[str], tuple[str, ...]]


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
        self._patterns = patterns
        self._disabled = disabled
        self.is_secret_name = is_secret_name
        self._names = names
        on = self._enabled
        user_words = tuple(name_words(name) for name in key_names)
        self._token_search = TokenSearch(on)
        self._table = tuple(rule for rule in TABLE if on(rule.id))
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

    def _enabled(self, rule: str) -> bool:
        return rule not in self._disabled

    def redact_once(self, text: str) -> tuple[str, bool]:
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
            # The other stems are looked for only where no earlier word decided.
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
            rows, markers = cued_rows(
                self._table,
                text, folded, is_ascii, has_pass or has_key or has_token or has_secret
                or has_bearer or auth_words, has_pass, has_secret, auth_words, has_dash,
                has_percent,
            )  # fmt: skip
            if rows or markers:
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
