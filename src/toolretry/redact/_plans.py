"""The set-4 rows' plans: what decides each row the gate does not know by name, cheapest
question first; ``_narrowing`` narrows them for the flags, characters and words a text shows
(most questions are answered by them: a common message is left a few `in` tests)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from ._engine import Rule
from ._look import is_word

__all__ = [
    "Grouped",
    "Left",
    "Plan",
    "ask",
    "ask_grouped",
    "ask_left",
    "grouped",
    "longest_part",
    "necessary_literals",
    "plan",
    "single_characters",
    "words_asked",
]

# A row's plan: the row; the questions that decide it
# where no value is hidden already, cheapest first; the same of its cue alone (a value hidden
# already is looked at by every row whose cue is there); its cues in other languages. A question
# is a tuple of literals of which ``folded`` must hold one, each with the flag its presence
# implies (-1: none; the literal "" where the flag alone decides); the cue's question is the one
# whose failing can still be saved by a cue in another language (``None`` in its place).
Test = tuple[int, str]
Question = tuple[Test, ...] | None
Plan = tuple[Rule, tuple[Question, ...], tuple[Question, ...], Any]

# The words whose presence ``rows`` is told, by their place in its ``flags``; a literal that holds
# one is looked for only where that flag is set (a `-` too: ``has_dash``).
_FLAG_WORDS = (("pass",), ("secret",), ("token",), ("auth", "cred"), ("key",), ("-",))
# A literal's runs of three letters or more: where one is not in a text, neither is the literal
# (shorter runs, `e` of `-e`, are in nearly every text: the shared look does not ask them).
_PARTS = re.compile("[a-z]{3,}")


def longest_part(literal: str) -> list[str]:
    """The longest of ``literal``'s runs (`could` of `port could not be cast`), or none: the
    shared look asks it alone (its common words, `not`, would cost a step each)."""
    parts = _PARTS.findall(literal)
    return [max(parts, key=len)] if parts else []


# Characters of a literal, rarest in error text first: a row whose literals all hold one asks
# for that character first (one `memchr`).
_RARE = "&|[<?\"(*'@\n%:=-_/"


def _flag_of(literal: str) -> int:
    return next(
        (index for index, words in enumerate(_FLAG_WORDS) if any(w in literal for w in words)),
        -1,
    )


def _tests(literals: Iterable[str]) -> tuple[Test, ...]:
    tests = [
        (flag, "" if flag in (0, 1, 2, 4) and cue in _FLAG_WORDS[flag] else cue)
        for cue in literals
        for flag in (_flag_of(cue),)
    ]
    # The flags, then single characters, then the rest.
    return tuple(sorted(tests, key=lambda test: (test[1] != "", len(test[1]) != 1)))


def _cost(tests: tuple[Test, ...]) -> int:
    """About what asking ``tests`` costs: a flag nothing, one character a `memchr`."""
    return sum(len(literal) and 1 + 3 * (len(literal) > 1) for _, literal in tests)


def _guard(literals: tuple[str, ...]) -> tuple[Question, ...]:
    """A rare character all of ``literals`` hold, as a question, if they are not one."""
    for char in _RARE:
        if literals and all(char in literal for literal in literals) and literals != (char,):
            return (((-1, char),),)
    return ()


def plan(rule: Rule) -> Plan:
    cue = tuple(rule.ascii_cues)
    flagged = any(
        _flag_of(literal) in (0, 1, 2, 4) and literal in _FLAG_WORDS[_flag_of(literal)]
        for literal in cue
    )
    # (a row whose cues are all outside ASCII, such as invisible characters, is asked only of a
    # text that is not ASCII: by its cues' search alone)
    cue_questions: tuple[Question, ...] = (
        (*(() if flagged or rule.other_cues is not None else _guard(cue)), None)
        if cue or rule.other_cues is not None
        else ()
    )
    questions = [*cue_questions]
    for group in rule.needs:
        questions += [*_guard(group), _tests(group)]
    cue_tests = _tests(cue)
    return (
        rule,
        tuple(
            sorted(
                questions, key=lambda question: _cost(cue_tests if question is None else question)
            )
        ),
        cue_questions,
        (cue_tests, rule.other_cues),
    )


# A plan narrowed for a combination of flags, characters and plain words: the row and the
# questions left, each its literals (one of which must be there, none a plain word) and, for a
# cue where the text is not ASCII, the search for its cues of other languages.
Left = tuple[Rule, tuple[tuple[tuple[str, ...], Any], ...]]


def ask_left(plans: tuple[Left, ...], rows: list[Rule], folded: str) -> None:
    """Add to ``rows`` each row of ``plans`` whose questions ``folded`` answers yes."""
    for rule, questions in plans:
        for literals, others in questions:
            for literal in literals:
                if literal in folded:
                    break
            else:
                if others is None or others.search(folded) is None:
                    break
        else:
            rows.append(rule)


# The plans left for a combination, by what decides them: the rows no question is left for, the
# rows one literal decides (by that literal), and the others.
Grouped = tuple[tuple[Rule, ...], tuple[tuple[str, tuple[Rule, ...]], ...], tuple[Left, ...]]


def grouped(plans: tuple[Left, ...]) -> Grouped | None:
    """``plans`` grouped for ``ask_grouped`` (worked out once for a combination), or None."""
    always: list[Rule] = []
    by_literal: dict[str, list[Rule]] = {}
    rest: list[Left] = []
    for plan in plans:
        rule, questions = plan
        if not questions:
            always.append(rule)
        elif len(questions) == 1 and len(questions[0][0]) == 1 and questions[0][1] is None:
            by_literal.setdefault(questions[0][0][0], []).append(rule)
        else:
            rest.append(plan)
    if not plans:
        return None
    singles = tuple((literal, tuple(rules)) for literal, rules in by_literal.items())
    return (tuple(always), singles, tuple(rest))


def ask_grouped(plans: Grouped, rows: list[Rule], folded: str) -> None:
    """``ask_left`` of the plans ``grouped`` gave (the rows are added in another order: the
    gate sorts them): a row one literal decides costs its `in` test, no loop of its own."""
    always, singles, rest = plans
    rows += always
    for literal, rules in singles:
        if literal in folded:
            rows += rules
    if rest:
        ask_left(rest, rows, folded)


def words_asked(plans: Iterable[Plan]) -> tuple[str, ...]:
    """The plain words ``plans`` ask about, and the runs of three letters or more of their
    other literals (`using` of ``" using "``): the shared look answers them."""
    return tuple(
        sorted(
            {
                part
                for row in plans
                for question in (*row[1], row[3][0])
                if question is not None
                for _, literal in question
                for part in ((literal,) if is_word(literal) else longest_part(literal))
            }
        )
    )


def ask(
    plans: tuple[Plan, ...],
    rows: list[Rule],
    flags: tuple[bool, ...],
    folded: str,
    is_ascii: bool,
    marked: bool,
) -> None:
    """Add to ``rows`` each row of ``plans`` whose cue ``folded`` holds, and what its finder
    needs (a row that could find nothing is left out, unless a value hidden already is to be
    looked at, which its cue alone decides)."""
    for rule, questions, cue_questions, (cue, others) in plans:
        for question in cue_questions if marked else questions:
            for flag, literal in cue if question is None else question:
                if (flag < 0 or flags[flag]) and literal in folded:
                    break
            else:
                if question is not None or is_ascii or others is None:
                    break
                if others.search(folded) is None:
                    break
        else:
            rows.append(rule)


def _holds(needs: tuple[tuple[str, ...], ...], folded: str) -> bool:
    """Whether ``folded`` holds one literal of each group of ``needs``."""
    for group in needs:
        for literal in group:
            if literal in folded:
                break
        else:
            return False
    return True


def single_characters(plans: Iterable[Plan]) -> tuple[str, ...]:
    """The characters ``plans`` ask alone: each looked for once in a text decides them."""
    return tuple(
        sorted(
            {
                literal
                for row in plans
                for question in (*row[1], row[3][0])
                if question is not None
                for _, literal in question
                if len(literal) == 1
            }
        )
    )


# What a question's literal asks of an ASCII text, by its weight as a necessary condition: a
# word or a longer literal by its length, a character by how seldom error text holds it (the
# seldom ones, rarer than most words: `value` is in many a validation error, `<` in few; `&`,
# `[` and `?` are in URLs and lists).
_SELDOM = "|<@%\\"
_SOMETIMES = "&[?"


def _weight(literal: str) -> float:
    if len(literal) > 1:
        return len(literal)
    return 6.0 if literal in _SELDOM else 1.5 if literal in _SOMETIMES else 0.0


def necessary_literals(plan: Plan) -> tuple[str, ...] | None:
    """Literals of the lower-cased text one of which every ASCII text the row of ``plan`` is
    asked for holds (those of its most telling question; none if no ASCII text can satisfy
    it), or None if the plan asks nothing (the row always runs)."""
    _, questions, _, (cue, _others) = plan
    if not questions:
        return None
    best: tuple[str, ...] = ()
    best_weight = -1.0
    for question in questions:
        literals = tuple(
            word
            for flag, literal in (cue if question is None else question)
            for word in ((literal,) if literal else _FLAG_WORDS[flag])
        )
        if not literals:
            return ()  # (an ASCII text never satisfies it: the row's cues are all foreign)
        weight = min(map(_weight, literals))
        if weight > best_weight or (weight == best_weight and len(literals) < len(best)):
            best, best_weight = literals, weight
    return best
