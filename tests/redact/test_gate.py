"""The table's gate: the questions it asks before the generated-value and password rows are
necessary conditions, so a row it leaves out would have found nothing."""

from __future__ import annotations

import random
import re
import string
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolretry.redact import RedactionPolicy
from toolretry.redact import _secret_shapes as shapes
from toolretry.redact._engine import KEEP, Rule, Scan
from toolretry.redact._folding import fold_same_length
from toolretry.redact._gate import Gate
from toolretry.redact._general_rows import passwords as _passwords
from toolretry.redact._generated import generated_near_cue
from toolretry.redact._look import Vocabulary, is_word, letter_runs
from toolretry.redact._narrowing import narrowed, prepared
from toolretry.redact._pieces import generated_end
from toolretry.redact._pipeline import _has_other_stem
from toolretry.redact._plans import ask, ask_left
from toolretry.redact._secret_names import NAME_STEMS, has_other_stem
from toolretry.redact._table import PASSWORD_WORDS, TABLE
from toolretry.redact._token_search import TokenSearch
from toolretry.redact._vocabulary import PASSWORD_NAMES as _PASSWORD_NAMES

# (an exhaustive check that the engine's fast ways answer as its full ways do: the suite runs
# it once, on the main run; the runs on the oldest and newest Python leave it out, `.ci/run`)
pytestmark = pytest.mark.exhaustive

_rng = random.Random(24)
_ALPHABETS = (
    string.ascii_letters + string.digits,
    string.ascii_lowercase + string.digits,
    string.ascii_uppercase + string.digits + "_-",
    "0123456789abcdef",
    string.ascii_letters + string.digits + "+/%",
)
_CUES = ("key", "token", "secret", "clave", "jeton", "ключ", "令牌", "api_key=", "Passwort:")
_SHAPES = (
    "{cue} {value}",
    "{cue}={value}",
    "{cue}: '{value}' was rejected",
    "the {cue} for tenant 42 is {value}.",
    "{cue}{value}",
    "x-{cue}: sk_live_{value}",
    "{cue} api-{uuid}",
    "{cue} pat-na1-{uuid} expired",
    "{cue} {value}:{value}",
    "{cue} zone 12 {value}",
)


def _value() -> str:
    alphabet = _rng.choice(_ALPHABETS)
    return "".join(_rng.choice(alphabet) for _ in range(_rng.randint(12, 48)))


def _uuid() -> str:
    hexa = "".join(_rng.choice("0123456789abcdef") for _ in range(32))
    return f"{hexa[:8]}-{hexa[8:12]}-{hexa[12:16]}-{hexa[16:20]}-{hexa[20:]}"


GENERATED_TEXTS = [
    _rng.choice(_SHAPES).format(cue=_rng.choice(_CUES), value=_value(), uuid=_uuid())
    for _ in range(300)
]


@pytest.mark.parametrize("text", GENERATED_TEXTS)
def test_generated_end_is_after_every_value_the_row_hides(text: str) -> None:
    """Every span the generated-value finder hides starts before ``generated_end``."""
    folded = fold_same_length(text)
    spans = list(generated_near_cue(text, folded))
    end = generated_end(text)
    assert all(span_start < end for span_start, _ in spans), (spans, end)


_SEPARATORS = (": ", "=", " = ", "\uff1a", " is: ", ": « ")
_VALUES = ("hunter2!", "S3cr3t#x", "Ab12!x", "x7&Kq")
PASSWORD_TEXTS = [
    f"{before}{name}{separator}{value}{after}"
    for name in _PASSWORD_NAMES
    if name.isascii()
    for separator, value, before, after in [
        (
            _rng.choice(_SEPARATORS),
            _rng.choice(_VALUES),
            _rng.choice(("", "Le ", "db '", "(", "x_")),
            _rng.choice(("", " refused", "'", ")")),
        )
    ]
]


@pytest.mark.parametrize("text", PASSWORD_TEXTS)
def test_password_words_are_in_every_text_the_row_hides(text: str) -> None:
    """A text whose ASCII password name the row finds holds one of the gate's words."""
    folded = fold_same_length(text)
    assert list(_passwords(text, folded))
    assert not PASSWORD_WORDS.isdisjoint(letter_runs(folded))


@pytest.mark.parametrize(
    "text",
    [
        "the documentation is at https://docs.example.com/errors#invalid-key",
        "Authorization failed for the requested resource",
        "order 000000000123456789 was not found",
        "KeyError: 'total' for customer 550e8400-e29b-41d4-a716-446655440000",
        "城市名称无效，请检查拼写后重试",
    ],
)
def test_generated_end_is_zero_without_a_generated_looking_piece(text: str) -> None:
    """Words alone, digits alone and a bare UUID give the generated-value rows nothing to do."""
    assert generated_end(text) == 0


_NEEDING = [rule for rule in TABLE if rule.needs]
_HIDDEN = [
    pytest.param(rule, before, id=f"{rule.id}-{index}")
    for rule in _NEEDING
    for index, (before, _) in enumerate(rule.hides)
]
# Each text a row hides, also inside other words, and the texts it keeps.
_TEXTS = [
    pytest.param(rule, text, id=f"{rule.id}-{index}")
    for rule in _NEEDING
    for index, text in enumerate(
        [
            *(form.format(before) for before, _ in rule.hides for form in ("{}", "see: {} (x=1)")),
            *rule.keeps,
        ]
    )
]


@pytest.mark.parametrize(("rule", "text"), _HIDDEN)
def test_needs_hold_in_every_text_a_row_hides(rule: Rule, text: str) -> None:
    """Each text a row's vectors hide holds one literal of each of its `needs` groups."""
    folded = fold_same_length(text)
    assert all(any(literal in folded for literal in group) for group in rule.needs)


@pytest.mark.parametrize(("rule", "text"), _TEXTS)
def test_a_row_finds_nothing_without_one_of_its_needs(rule: Rule, text: str) -> None:
    """With every literal of one `needs` group taken out of a text, the row hides nothing."""
    is_secret_name = RedactionPolicy().is_secret_name
    for group in rule.needs:
        stripped = text
        for literal in group:
            # (case-blind: a row may look at the text or at its lower-cased copy)
            stripped = re.sub(re.escape(literal), " ", stripped, flags=re.I)
        scan = Scan(stripped, fold_same_length(stripped), is_secret_name)
        assert [cut for cut in rule.find(scan) if len(cut) == 2 or cut[2] != KEEP] == []


def _narrowing_texts() -> list[str]:
    path = Path(__file__).with_name("innocent_strings.txt")
    innocents = [line for line in path.read_text(encoding="utf-8").splitlines() if line]
    vectors = [text for rule in TABLE for pair in rule.hides for text in pair]
    vectors += [text for rule in TABLE for text in rule.keeps]
    texts = [*innocents, *vectors]
    # Each also upper-cased and cut in half: other flags and characters present.
    return [*texts, *(text.upper() for text in texts), *(text[: len(text) // 2] for text in texts)]


_FLAG_ORDER = ("pass", "secret", "token", ("auth", "cred", "sig"), "key", "-")


@pytest.mark.parametrize("text", _narrowing_texts())
def test_narrowed_plans_choose_the_rows_the_full_plans_choose(text: str) -> None:
    """The plans narrowed for a text's flags, characters and words pick the rows all plans
    pick."""
    gate = Gate(tuple(TABLE))
    folded = fold_same_length(text)
    is_ascii = folded.isascii()
    flags = tuple(
        any(word in folded for word in words) if isinstance(words, tuple) else words in folded
        for words in _FLAG_ORDER
    )
    every: list[Rule] = []
    ask(gate._plans + gate._keepers, every, flags, folded, is_ascii, False)
    present = frozenset(char for char in gate._chars if char in folded)
    words = gate._plan_words.intersection(Vocabulary(gate.words).held(letter_runs(folded)))
    chosen: list[Rule] = []
    for left in (
        narrowed(
            tuple(prepared(plan, gate._chars) for plan in plans), flags, present, is_ascii, words
        )
        for plans in (gate._plans, gate._keepers)
    ):
        ask_left(left, chosen, folded)
    assert [rule.id for rule in chosen] == [rule.id for rule in every]


_SEARCH = TokenSearch(lambda rule: True)


@pytest.mark.parametrize("text", _narrowing_texts())
def test_the_token_search_finds_nothing_where_its_first_look_says_none(text: str) -> None:
    """Where ``may_hold`` leaves the vendor-token row out, its finder finds nothing."""
    if not _SEARCH.may_hold(text, _SEARCH.runs(text)):
        assert list(_SEARCH.find(text, _SEARCH.runs(text))) == []


@pytest.mark.parametrize("shape", shapes.TOKEN_SHAPES, ids=lambda shape: shape.name)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    data=st.data(),
    left=st.text(alphabet="ab_-9 =/.:'\"(é", max_size=12),
    right=st.text(alphabet="ab_-9 =/.:'\"(é", max_size=12),
)
def test_the_token_search_first_look_passes_every_token_it_finds(
    shape: shapes.TokenShape, data: st.DataObject, left: str, right: str
) -> None:
    """A text in which the vendor-token finder finds a token passes ``may_hold``."""
    text = f"{left}{data.draw(st.from_regex(shape.compile(), fullmatch=True))}{right}"
    if list(_SEARCH.find(text, _SEARCH.runs(text))):
        assert _SEARCH.may_hold(text, _SEARCH.runs(text)), text


def test_name_stems_are_words_of_the_shared_look() -> None:
    """Every built-in name stem is a word the shared look answers: the pipeline hands the rows
    only the stems it found, so a stem it could not answer would be lost."""
    literals = RedactionPolicy()._rules._vocabulary.literals
    assert all(is_word(stem) and stem in literals for stem in NAME_STEMS)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="sesionpdbaconmtvcphrw_-:= \"'é", max_size=60))
def test_other_stems_asked_after_the_look_answer_as_alone(text: str) -> None:
    """The pipeline's question for the other stems, skipped where the look found none of
    them, answers as ``has_other_stem`` alone does."""
    folded = fold_same_length(text)
    seen = RedactionPolicy()._rules._vocabulary.held(letter_runs(folded))
    assert _has_other_stem(folded, seen) == has_other_stem(folded)
