"""What an API error body says: its type, code and message, and whether a quota is spent.

openai, anthropic, AWS and Google shape their error bodies differently; ``parse_body_error``
reads them all, ``quota_marked`` tells a spent quota, credit or billing from a rate limit.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ._body import MAPPING

__all__ = ["parse_body_error", "quota_marked"]

# error.type / error.code / Error.Code / ErrorInfo.reason values saying a quota, credit
# balance or spend limit is used up: openai (type insufficient_quota with the codes below),
# anthropic (billing_error), AWS (ServiceQuotaExceededException), Google (BILLING_DISABLED).
_QUOTA_MARKERS = frozenset(
    {
        "insufficient_quota",
        "credit_balance_exhausted",
        "organization_spend_limit_exceeded",
        "project_spend_limit_exceeded",
        "organization_usage_limit_exceeded",
        "billing_hard_limit_reached",
        "billing_not_active",
        "billing_error",
        "credit_balance_too_low",
        "enforced_spend_limit_reached",
        "contract_spend_limit_reached",
        "linked_organization_spend_limit_reached",
        "ServiceQuotaExceededException",
        "BILLING_DISABLED",
    }
)
# An error code given as the whole "error" value: one snake/camel-case token, not a sentence.
_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9_.]{1,63}")
_SPEND_LIMIT_ENDINGS = ("spend_limit_exceeded", "spend_limit_reached")
# APIs that say it only in words: anthropic answers a 400 invalid_request_error "Your credit
# balance is too low to access the Anthropic API"; Google a 403 "This API method requires
# billing to be enabled" / "Project ... has billing disabled".
_QUOTA_TEXT = re.compile(
    "credit balance is too low|requires billing to be enabled|has billing disabled",
    re.IGNORECASE,
)


def _google_reason(details: object) -> str | None:
    """The ``reason`` of a ``google.rpc.ErrorInfo`` in a Google error's ``details`` list."""
    if not isinstance(details, list):
        return None
    for item in details[:10]:
        if isinstance(item, MAPPING) and isinstance(item.get("reason"), str):
            return item["reason"]  # type: ignore[no-any-return]
    return None


def parse_body_error(body: object) -> tuple[str | None, str | None, str | None]:
    """(type, code, message) of an API error body: openai, anthropic, AWS or Google shapes.

    Google's ``{"error": {"status": "PERMISSION_DENIED", "details": [{"reason":
    "BILLING_DISABLED", ...}]}}`` gives the status as type and the ErrorInfo reason as code.
    """
    if isinstance(body, list) and body:  # a list of error objects (Salesforce): the first
        body = body[0]
    if body is None or not isinstance(body, MAPPING):  # None: no ABC check
        return None, None, None
    inner = body.get("error")
    if inner is None:
        # AWS's and Aliyun's `Error`, or one level down under the reply's metadata (Volcengine's
        # `ResponseMetadata.Error`, Tencent's `Response.Error`).
        inner = body.get("Error")
        if inner is None:
            for wrapper in ("ResponseMetadata", "Response"):
                held = body.get(wrapper)
                if isinstance(held, MAPPING) and isinstance(held.get("Error"), MAPPING):
                    inner = held["Error"]
                    break
    node: Mapping[str, Any] = inner if isinstance(inner, MAPPING) else body
    details = node.get("details")
    kind, code, message = node.get("type"), node.get("code"), node.get("message")
    if (
        details is not None
        and isinstance(details, MAPPING)
        and isinstance(details.get("error_code"), str)
    ):
        code = details["error_code"]
    elif not isinstance(code, str):
        code = _google_reason(details)
    if not isinstance(code, str) and isinstance(node.get("errorCode"), str):
        code = node["errorCode"]  # Salesforce and many Java services
    if not isinstance(code, str) and isinstance(node.get("Code"), str):  # Aliyun, AWS JSON
        code = node["Code"]
        message = message if isinstance(message, str) else node.get("Message")
    if not isinstance(code, str) and isinstance(inner, str) and _TOKEN.fullmatch(inner):
        code = inner  # {"ok": false, "error": "channel_not_found"} (Slack and alike)
    if not isinstance(code, str):  # Google's older shape: {"errors": [{"reason": ...}]}
        errors = node.get("errors")
        first = errors[0] if isinstance(errors, list) and errors else None
        code = first.get("reason") if isinstance(first, MAPPING) else code
    if kind is None:
        if isinstance(body.get("__type"), str):
            kind = body["__type"].rpartition("#")[2]
        else:
            kind = node.get("status")
    return (
        kind if isinstance(kind, str) else None,
        code if isinstance(code, str) else None,
        message if isinstance(message, str) else None,
    )


def quota_marked(kind: str | None, code: str | None, message: str | None = None) -> bool:
    """True when an error's type, code or (for APIs that say so only in words) message says
    a quota, credit balance or spend limit is exhausted: nothing but a person can fix it."""
    if kind in _QUOTA_MARKERS or code in _QUOTA_MARKERS:
        return True
    # Any scope of a spend limit: `monthly_spend_limit_exceeded`, `team_spend_limit_reached`.
    for marked in (kind, code):
        if marked and marked.lower().endswith(_SPEND_LIMIT_ENDINGS):
            return True
    if not message:
        return False
    return _QUOTA_TEXT.search(message) is not None
