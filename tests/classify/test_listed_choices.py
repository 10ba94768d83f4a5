"""A message that lists what would have been accepted (an agent tool's "the allowed commands
are: …", a CLI's "choose from …", a format's "valid formats are …") tells the caller to pick one
of them: client ``INVALID_CHOICE``, whatever else it says."""

from __future__ import annotations

import pytest

from toolretry import classify


class ToolFailure(Exception):
    """A tool's own error class, of no library the classifier knows."""


@pytest.mark.parametrize(
    "message",
    [
        "Unrecognized command insert_lines. The allowed commands for the file editor tool are: "
        "view, create, str_replace",
        'Unknown operation "merge"; expected one of: add, remove, list',
        "sort order must be one of 'asc' | 'desc'",
        "Bad unit 'parsec' (choose from m, km, au)",
        "compression 'zstd' is not supported; supported algorithms are gzip, brotli",
        "Region eu-north-9 unknown. Available regions include: eu-west-1, us-east-1",
        "options are [fast], [safe] or [full]",
        "the accepted values are `json` or `yaml`",
    ],
)
def test_a_listed_choice_is_the_callers_to_pick(message: str) -> None:
    """A list of accepted values after the refusal makes it the caller's choice."""
    info = classify(ToolFailure(message))
    assert (info.category.value, info.code) == ("client", "INVALID_CHOICE")


@pytest.mark.parametrize(
    "message",
    [
        "available memory is 2 GB, try later",
        "the token is valid, but the account is locked",
        "feature X is not supported on this server",
        "one of the replicas is down",
    ],
)
def test_no_list_no_choice(message: str) -> None:
    """The words alone, without a list of values after them, are no listed choice."""
    assert classify(ToolFailure(message)).code != "INVALID_CHOICE"


@pytest.mark.parametrize(
    "message",
    ["The path ~/notes.md is not an absolute path", "src/app.py is not a full path"],
)
def test_a_path_of_the_wrong_form_is_the_callers(message: str) -> None:
    """A path that is not absolute (as an editor tool requires) is the caller's to change."""
    assert classify(ToolFailure(message)).category.value == "client"
