"""AMQP 0-9-1 reply codes carried only as their spec name at the head of the reply text."""

from __future__ import annotations

import pytest

from toolretry import ErrorCategory, classify

CLIENT, TRANSIENT, FATAL = ErrorCategory.CLIENT, ErrorCategory.TRANSIENT, ErrorCategory.FATAL


class BrokerLinkError(ConnectionError):
    """An invented client's broker error, derived from ConnectionError as many are."""


class ChannelShut(Exception):
    """An invented client's channel error, not a ConnectionError."""


@pytest.mark.parametrize(
    ("text", "category", "code"),
    [
        ("ACCESS_REFUSED - user 'bot' lacks write on exchange 'events'", CLIENT, 403),
        ("NOT_ALLOWED - vhost 'billing' not found", CLIENT, 530),
        ("CHANNEL_ERROR - second 'channel.open' seen", FATAL, 504),
        ("CONNECTION_FORCED - Closed via management plugin", TRANSIENT, 320),
        ("RESOURCE_LOCKED - cannot obtain exclusive access to locked queue 'jobs'", TRANSIENT, 405),
        ("PRECONDITION_FAILED - inequivalent arg 'durable' for queue 'q'", CLIENT, 406),
    ],
)
@pytest.mark.parametrize("cls", [BrokerLinkError, ChannelShut])
def test_the_reply_name_decides_over_the_class_base(
    cls: type[Exception], text: str, category: ErrorCategory, code: int
) -> None:
    """The spec's constant name in the reply text beats a ConnectionError base."""
    info = classify(cls(text))
    assert info.category is category
    assert info.details is not None
    assert info.details["reply_code"] == code


def test_an_unknown_capital_head_is_not_a_reply_code() -> None:
    """A capitalised head that is not an AMQP constant leaves the connection reading alone."""
    assert classify(BrokerLinkError("SOMETHING_ODD - link dropped")).category is TRANSIENT
