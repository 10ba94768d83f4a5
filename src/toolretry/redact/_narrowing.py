"""The gate's plans narrowed for what a text shows: its flags, the characters looked for once,
the plain words it holds.

The plans left are kept for each combination met, but in varied traffic nearly every message
shows a combination of its own (two in three missed such a table), so working one out must
be cheap too: each question is prepared once, its plain words as one set (asked with one
`isdisjoint`: a word there answers it yes) and its other literals each with the characters
and runs of letters it cannot be there without.
"""

from __future__ import annotations

from typing import Any

from ._engine import Rule
from ._look import is_word
from ._plans import Left, Plan, longest_part

__all__ = ["Prepared", "narrow", "narrowed", "prepared"]

# A literal that is not a plain word: its flag (-1: none), the literal, the characters looked
# for once that it holds, its longest run of letters (none or one), and whether it is there
# wherever those are (a flag alone, or one of those characters alone).
_Test = tuple[int, str, frozenset[str], tuple[str, ...], bool]
# A question prepared: its plain words, its other literals, whether it is the row's cue (which
# a cue of another language can still answer, in a text that is not ASCII).
_Question = tuple[frozenset[str], tuple[_Test, ...], bool]
# A plan prepared: the row, its questions, the search for its cues of other languages.
Prepared = tuple[Rule, tuple[_Question, ...], Any]


def prepared(plan: Plan, chars: tuple[str, ...]) -> Prepared:
    """``plan`` prepared for ``narrow``, where ``chars`` are the characters looked for once."""
    rule, questions, _, (cue, others) = plan
    looked_for = frozenset(chars)
    kept: list[_Question] = []
    for question in questions:
        words: list[str] = []
        tests: list[_Test] = []
        for flag, literal in cue if question is None else question:
            if is_word(literal):
                # (a plain word held implies its flag: the flags are words of the same look)
                words.append(literal)
                continue
            parts = tuple(longest_part(literal))
            certain = not parts and (not literal or literal in looked_for)
            tests.append((flag, literal, looked_for.intersection(literal), parts, certain))
        kept.append((frozenset(words), tuple(tests), question is None))
    return (rule, tuple(kept), others)


def narrow(
    plan: Prepared,
    flags: tuple[bool, ...],
    present: frozenset[str],
    is_ascii: bool,
    words: frozenset[str],
) -> Left | None:
    """``plan`` without the questions ``flags``, ``present`` (the characters looked for once
    that the text holds) and ``words`` (the plain words it holds, as the shared look found
    them) answer yes and without the literals they say are not there; None if a question is
    answered no."""
    rule, questions, others = plan
    left: list[tuple[tuple[str, ...], Any]] = []
    for question_words, tests, is_cue in questions:
        if not question_words.isdisjoint(words):
            continue  # (answered yes)
        literals: list[str] = []
        for flag, literal, needed, parts, certain in tests:
            if (flag >= 0 and not flags[flag]) or not needed <= present:
                continue  # (not there)
            if certain:
                break  # (there: answered yes)
            if words.issuperset(parts):
                literals.append(literal)
        else:
            foreign = others if is_cue and not is_ascii else None
            if not literals and foreign is None:
                return None
            left.append((tuple(literals), foreign))
    return (rule, tuple(left))


def narrowed(
    plans: tuple[Prepared, ...],
    flags: tuple[bool, ...],
    present: frozenset[str],
    is_ascii: bool,
    words: frozenset[str],
) -> tuple[Left, ...]:
    """Each of ``plans`` narrowed, those no question answers no."""
    left: list[Left] = []
    for plan in plans:
        if (narrowed := narrow(plan, flags, present, is_ascii, words)) is not None:
            left.append(narrowed)
    return tuple(left)
