"""The decorator's grouped options: Backoff, Output, Idempotency; the old flat names deprecated."""

from __future__ import annotations

import dataclasses
import inspect
import re
from typing import Any

import pytest

import toolretry
from toolretry import (
    Backoff,
    ClientError,
    ConfigurationError,
    Idempotency,
    Output,
    smart_retry_with_observation,
)
from toolretry._call._settings import Settings
from toolretry._groups import FLAT_NAMES, GROUPS
from toolretry._option_checks import check_options
from toolretry._options import DEFAULTS
from toolretry.stores import MemoryStore

STORE = MemoryStore()
DEPRECATED = "is deprecated: use "

# One valid, non-default value per old flat name, and what else it needs to be valid.
OLD_VALUES: dict[str, tuple[Any, dict[str, Any]]] = {
    "base_delay": (0.5, {}),
    "max_delay": (12.0, {}),
    "jitter": ("equal", {}),
    "max_retry_after": (45.0, {}),
    "envelope": (True, {"format": "json"}),
    "detail": ("full", {}),
    "max_message_chars": (120, {}),
    "template": ("{tool}: {message}", {}),
    "idempotency_key": ("auto", {}),
    "idempotency_ttl": (60.0, {}),
    "idempotency_store": (STORE, {}),
}

# The record's fields that hold objects made per decoration (guards), not the arguments.
_PER_DECORATION = {"guard", "defaults"}


def _lookup(city: str) -> str:
    raise ClientError(f"unknown city {city}")


def _new_spelling(old: str, value: Any) -> dict[str, Any]:
    group, field = FLAT_NAMES[old]
    fields = {field: value}
    if group == "idempotency" and field in ("ttl", "store"):
        fields["key"] = "auto"  # A ttl or store alone is refused.
    return {group: GROUPS[group](**fields)}


def _old_spelling(old: str, value: Any) -> dict[str, Any]:
    options = {old: value}
    if old in ("idempotency_ttl", "idempotency_store"):
        options["idempotency_key"] = "auto"
    return options


def _timeless(answer: str) -> str:
    """``answer`` without the time the call took (text or JSON): the clock is not the option."""
    return re.sub(r'(elapsed_s"?:\s*)[0-9.]+', r"\1<elapsed>", answer)


def _settings(tool: Any) -> Settings:
    settings: Settings = tool.__toolretry_settings__
    return settings


def _arguments_of(settings: Settings) -> dict[str, Any]:
    return {
        field.name: getattr(settings, field.name)
        for field in dataclasses.fields(settings)
        if field.name not in _PER_DECORATION
    }


def test_old_values_cover_every_flat_name() -> None:
    """The table above names each deprecated flat name once (a new one needs a case)."""
    assert sorted(OLD_VALUES) == sorted(FLAT_NAMES)


@pytest.mark.parametrize("group", sorted(GROUPS))
def test_signature_shows_each_group_defaulting_to_none(group: str) -> None:
    """inspect.signature lists each group as a keyword with default None (its class's own)."""
    parameter = inspect.signature(smart_retry_with_observation).parameters[group]
    assert (parameter.kind, parameter.default) == (inspect.Parameter.KEYWORD_ONLY, None)
    assert GROUPS[group].__name__ in str(parameter.annotation)


@pytest.mark.parametrize("old", sorted(FLAT_NAMES))
def test_signature_hides_the_old_flat_names(old: str) -> None:
    """The deprecated names are accepted but not shown to help() or inspect.signature."""
    assert old not in inspect.signature(smart_retry_with_observation).parameters


def test_the_signature_is_the_grouped_one() -> None:
    """The decorator takes 21 keywords: 30 before grouping, less the 11 flat names, plus 3."""
    assert len(DEFAULTS) == 21


@pytest.mark.parametrize(("old", "where"), sorted(FLAT_NAMES.items()))
def test_unset_grouped_fields_take_their_classs_defaults(old: str, where: tuple[str, str]) -> None:
    """Without arguments each grouped field is its class's field default: no second copy."""
    group, field = where
    (declared,) = (f for f in dataclasses.fields(GROUPS[group]) if f.name == field)
    assert check_options({})[old] == declared.default


@pytest.mark.parametrize(
    ("make", "named"),
    [
        (lambda: Backoff(base=-1), "base"),
        (lambda: Backoff(base=float("nan")), "base"),
        (lambda: Backoff(base=True), "base"),
        (lambda: Backoff(max=-0.5), "max"),
        (lambda: Backoff(max="30"), "max"),
        (lambda: Backoff(base=10, max=5), "max"),
        (lambda: Backoff(jitter="sometimes"), "jitter"),
        (lambda: Backoff(max_retry_after=-1), "max_retry_after"),
        (lambda: Backoff(max_retry_after=float("inf")), "max_retry_after"),
        (lambda: Output(envelope="yes"), "envelope"),
        (lambda: Output(detail="verbose"), "detail"),
        (lambda: Output(max_message_chars=39), "max_message_chars"),
        (lambda: Output(max_message_chars=True), "max_message_chars"),
        (lambda: Output(max_message_chars=100.0), "max_message_chars"),
        (lambda: Output(template=42), "template"),
        (lambda: Output(template="{tool} {nope}"), "template"),
        (lambda: Idempotency(key=42), "key"),
        (lambda: Idempotency(key="order_id"), "key"),
        (lambda: Idempotency(key="auto", ttl=0), "ttl"),
        (lambda: Idempotency(key="auto", ttl="1h"), "ttl"),
        (lambda: Idempotency(store=MemoryStore()), "store"),
    ],
)
def test_each_group_refuses_a_bad_field_naming_it(make: Any, named: str) -> None:
    """A group's constructor raises ConfigurationError naming the field."""
    with pytest.raises(ConfigurationError, match=named):
        make()


@pytest.mark.parametrize(
    "value",
    [
        Backoff(base=0, max=0, jitter="none", max_retry_after=0),
        Backoff(base=2.5, max=2.5, jitter="decorrelated"),
        Output(envelope=False, detail="full", max_message_chars=40, template=lambda o: o.tool),
        Idempotency(key=lambda order, **_: order, ttl=0.5, store=MemoryStore()),
    ],
)
def test_groups_are_frozen_values(value: Any) -> None:
    """A group cannot be changed after it is made: replace() makes a new, checked one."""
    field = dataclasses.fields(value)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(value, field, getattr(value, field))
    assert dataclasses.replace(value) == value


@pytest.mark.parametrize(
    ("options", "named"),
    [
        ({"backoff": {"base": 1.0}}, "backoff"),
        ({"backoff": Output()}, "backoff"),
        ({"output": "full"}, "output"),
        ({"idempotency": "auto"}, "idempotency"),
        ({"idempotency": Backoff()}, "idempotency"),
    ],
)
def test_a_group_argument_of_the_wrong_kind_is_refused(options: dict[str, Any], named: str) -> None:
    """A grouped argument that is not its class fails at decoration, naming both."""
    with pytest.raises(ConfigurationError, match=named) as caught:
        smart_retry_with_observation(**options)
    assert GROUPS[named].__name__ in str(caught.value)


@pytest.mark.parametrize("old", sorted(FLAT_NAMES))
def test_each_old_name_warns_naming_the_new_spelling(old: str) -> None:
    """An old flat name gives a DeprecationWarning that shows how to write it now."""
    value, extra = OLD_VALUES[old]
    group, field = FLAT_NAMES[old]
    expected = f"{old}= is deprecated: use {group}={GROUPS[group].__name__}({field}=...)"
    with pytest.warns(DeprecationWarning, match=DEPRECATED) as caught:
        smart_retry_with_observation(**_old_spelling(old, value), **extra)(_lookup)
    assert expected in [str(warning.message) for warning in caught]


@pytest.mark.parametrize("old", sorted(FLAT_NAMES))
def test_each_old_name_warning_points_at_the_callers_line(old: str) -> None:
    """The warning is attributed to the file that wrote the decorator, not to toolretry."""
    value, extra = OLD_VALUES[old]
    with pytest.warns(DeprecationWarning, match=DEPRECATED) as caught:
        smart_retry_with_observation(**_old_spelling(old, value), **extra)
    assert {warning.filename for warning in caught} == {__file__}


@pytest.mark.parametrize("old", sorted(FLAT_NAMES))
def test_each_old_name_configures_the_tool_as_its_group_does(old: str) -> None:
    """An old flat name gives the same settings as its group spelled out."""
    value, extra = OLD_VALUES[old]
    with pytest.warns(DeprecationWarning, match=DEPRECATED):
        before = smart_retry_with_observation(**_old_spelling(old, value), **extra)(_lookup)
    after = smart_retry_with_observation(**_new_spelling(old, value), **extra)(_lookup)
    assert _arguments_of(_settings(before)) == _arguments_of(_settings(after))
    assert getattr(_settings(after), old, value) == value


@pytest.mark.parametrize("old", sorted(FLAT_NAMES))
def test_each_old_name_answers_a_failure_as_its_group_does(old: str) -> None:
    """A failing tool answers the same text whichever spelling configured it."""
    value, extra = OLD_VALUES[old]
    with pytest.warns(DeprecationWarning, match=DEPRECATED):
        before = smart_retry_with_observation(**_old_spelling(old, value), **extra)(_lookup)
    after = smart_retry_with_observation(**_new_spelling(old, value), **extra)(_lookup)
    with toolretry.set_testing(True):
        assert _timeless(before("Atlantis")) == _timeless(after("Atlantis"))


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.parametrize("old", sorted(FLAT_NAMES))
def test_an_old_name_beside_its_group_is_refused(old: str) -> None:
    """``base_delay=`` with ``backoff=`` is ambiguous: ConfigurationError naming both."""
    value, _ = OLD_VALUES[old]
    group = FLAT_NAMES[old][0]
    with pytest.raises(ConfigurationError, match=rf"{old}=.*{group}="):
        smart_retry_with_observation(**{old: value, group: GROUPS[group]()})


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.parametrize("old", sorted(FLAT_NAMES))
def test_a_bad_value_under_an_old_name_names_that_name(old: str) -> None:
    """A wrong value given by its old name fails naming the old name and the group's field."""
    group, field = FLAT_NAMES[old]
    with pytest.raises(ConfigurationError, match=rf"{old}=.*{GROUPS[group].__name__}\({field}="):
        smart_retry_with_observation(**{old: -1 if field != "store" else {}})


@pytest.mark.parametrize(
    ("typo", "meant"), [("backof", "backoff"), ("ouput", "output"), ("idempotncy", "idempotency")]
)
def test_a_misspelt_group_is_refused_with_a_suggestion(typo: str, meant: str) -> None:
    """An unknown argument still names itself and the closest real one."""
    with pytest.raises(ConfigurationError, match=rf"{typo}.*Did you mean '{meant}'"):
        smart_retry_with_observation(**{typo: None})


@pytest.mark.parametrize(
    ("first", "again", "expected"),
    [
        (Backoff(base=2.0, max=5.0), Backoff(jitter="none"), Backoff(jitter="none")),
        (Backoff(jitter="equal"), Backoff(max=9.0), Backoff(max=9.0)),
        (Backoff(max_retry_after=5.0), Backoff(), Backoff()),
    ],
)
def test_decorating_again_with_a_group_replaces_the_whole_group(
    first: Backoff, again: Backoff, expected: Backoff
) -> None:
    """A new ``backoff=`` replaces the old one whole (fields not given take the defaults)."""
    tool = smart_retry_with_observation(backoff=first, max_retries=5)(_lookup)
    tool = smart_retry_with_observation(backoff=again)(tool)
    settings = _settings(tool)
    assert (settings.options["backoff"], settings.max_retries) == (expected, 5)
    assert (settings.base_delay, settings.max_delay) == (expected.base, expected.max)


@pytest.mark.parametrize(
    "first",
    [
        {"backoff": Backoff(base=0.2)},
        {"output": Output(detail="full", max_message_chars=99)},
        {"idempotency": Idempotency(key="auto", ttl=30.0)},
    ],
)
def test_decorating_again_without_the_group_keeps_it(first: dict[str, Any]) -> None:
    """Arguments given again that do not name a group leave the tool's old group as it was."""
    tool = smart_retry_with_observation(**first)(_lookup)
    tool = smart_retry_with_observation(name="lookup_city")(tool)
    ((group, value),) = first.items()
    assert _settings(tool).options[group] == value


@pytest.mark.parametrize(
    ("first", "old", "value", "expected"),
    [
        (Backoff(base=2.0, max=5.0), "max_delay", 8.0, Backoff(base=2.0, max=8.0)),
        (Backoff(jitter="none"), "base_delay", 0.1, Backoff(base=0.1, jitter="none")),
    ],
)
def test_decorating_again_with_an_old_name_changes_only_its_field(
    first: Backoff, old: str, value: float, expected: Backoff
) -> None:
    """An old flat name given again changes its one field of the old group, as it always did."""
    tool = smart_retry_with_observation(backoff=first)(_lookup)
    with pytest.warns(DeprecationWarning, match=old):
        tool = smart_retry_with_observation(**{old: value})(tool)
    assert _settings(tool).options["backoff"] == expected


def test_the_groups_are_public() -> None:
    """The group classes are importable from the package and listed in ``__all__``."""
    assert {"Backoff", "Idempotency", "Output"} <= set(toolretry.__all__)
    assert (toolretry.Backoff, toolretry.Output, toolretry.Idempotency) == (
        Backoff,
        Output,
        Idempotency,
    )


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.parametrize(
    "old",
    [
        {"idempotency_key": "auto"},
        {"idempotency_key": "auto", "idempotency_ttl": 90.0},
        {"idempotency_key": lambda order: f"order-{order}", "idempotency_store": MemoryStore()},
    ],
    ids=["key", "key+ttl", "key-function+store"],
)
def test_an_old_idempotency_spelling_replays_a_succeeded_call(old: dict[str, Any]) -> None:
    """The deprecated flat idempotency names protect a write as the grouped option does."""
    runs: list[str] = []

    def place(order: str) -> str:
        runs.append(order)
        return f"placed {order}"

    tool = smart_retry_with_observation(place, **old)
    first = tool("A1")
    replay = tool.observe("A1")
    assert (first, replay.result, runs) == ("placed A1", "placed A1", ["A1"])
    assert replay.details == {"idempotency": "replayed"}
