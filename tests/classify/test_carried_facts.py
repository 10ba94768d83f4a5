"""Facts an exception of no known client carries under other names: an HTTP status in an
``IOError``'s errno, a wait under a name whose suffix gives its unit."""

from __future__ import annotations

import errno

import pytest

from toolretry import ErrorCategory, classify


class SearchError(IOError):
    """An HTTP client's error built on IOError, the status passed as its errno."""


@pytest.mark.parametrize(
    ("status", "category"),
    [
        (500, ErrorCategory.TRANSIENT),
        (504, ErrorCategory.TRANSIENT),
        (409, ErrorCategory.CLIENT),
        (422, ErrorCategory.CLIENT),
        (401, ErrorCategory.CLIENT),
    ],
)
def test_status_in_a_foreign_oserrors_errno(status: int, category: ErrorCategory) -> None:
    """A foreign IOError whose errno is 400..599 is read as that HTTP status."""
    info = classify(SearchError(status, "the node answered with an error"))
    assert (info.category, info.status_code) == (category, status)


@pytest.mark.parametrize("number", [errno.ENOENT, errno.EACCES, errno.ECONNRESET, 99])
def test_a_real_errno_is_no_status(number: int) -> None:
    """An errno below 400 is an operating-system errno, never an HTTP status."""
    assert classify(SearchError(number, "local failure")).status_code is None


class Overloaded(Exception):
    """An exception of no known client that keeps the wait it asks for."""

    def __init__(self, **wait: float) -> None:
        super().__init__("too many requests, try again later")
        self.__dict__.update(wait)


@pytest.mark.parametrize(
    ("attrs", "seconds"),
    [
        ({"retry_after_s": 4}, 4.0),
        ({"retry_after_sec": 2.5}, 2.5),
        ({"retry_after_secs": 9}, 9.0),
        ({"retry_delay_seconds": 11}, 11.0),
        ({"retry_after_ms": 1500}, 1.5),
        ({"retry_delay_ms": 250}, 0.25),
        ({"backoff_ms": 3000}, 3.0),
    ],
)
def test_wait_attribute_read_with_its_unit(attrs: dict[str, float], seconds: float) -> None:
    """A wait kept under a name with a unit suffix becomes ``retry_after`` in seconds."""
    info = classify(Overloaded(**attrs))
    assert (info.category, info.retry_after) == (ErrorCategory.TRANSIENT, seconds)
