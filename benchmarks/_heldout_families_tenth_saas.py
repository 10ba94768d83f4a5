"""Held-out set 10, part 1b: atlassian-python-api (Jira and Confluence REST) raising live
against a scripted HTTP server on 127.0.0.1 (or a loopback port that refuses or never
answers): Jira's ``errorMessages``/``errors`` bodies, Confluence's ``statusCode`` bodies,
plain-text and HTML error pages, rate limits with a Retry-After in seconds or as an HTTP-date,
a monthly quota, a removed API, conflicts, permissions. None is in sets 1-9, "gen" or
``tests/``.

Labelled from DESIGN.md §2 before any verdict was looked at, like part 1
(``_heldout_families_tenth.py``), by the helper ``heldout10``, which never ran ``classify()``
nor read the classifier's rules. The HTTP-date wait is raised last in the family."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_families_tenth import http_date
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def atlassian_family() -> Iterator[Case]:
    from atlassian import Confluence, Jira

    server = http()

    def jira(url: str | None = None, timeout: float = 3.0) -> Any:
        return Jira(url=url or server.url, username="bot", password="pw", timeout=timeout)

    def confluence() -> Any:
        return Confluence(url=server.url, username="bot", password="pw", timeout=3)

    def reply(
        status: int, body: Any, action: Callable[[], Any], **headers: str
    ) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            if not isinstance(body, str):
                headers.setdefault("Content_Type", "application/json")
            server.set(status, text, **headers)
            return action()

        return run

    def issue() -> Any:
        return jira().issue("PROJ-42")

    def create() -> Any:
        return jira().create_issue(fields={"project": {"key": "PROJ"}, "issuetype": {"id": "1"}})

    def page() -> Any:
        return confluence().get_page_by_id("98765")

    def new_page() -> Any:
        return confluence().create_page("DOCS", "Release notes", "<p>1.2</p>")

    def jira_errors(*messages: str, **fields: str) -> dict[str, Any]:
        return {"errorMessages": list(messages), "errors": fields}

    yield case(
        "atlassian",
        "jira-404-issue",
        CLI,
        reply(
            404, jira_errors("Issue does not exist or you do not have permission to see it."), issue
        ),
    )
    yield case(
        "atlassian",
        "jira-400-missing-summary",
        CLI,
        reply(400, jira_errors(summary="You must specify a summary of the issue."), create),
    )
    yield case(
        "atlassian",
        "jira-400-bad-priority",
        CLI,
        reply(
            400, jira_errors(priority="Specify the Priority (name) in the string format"), create
        ),
    )
    yield case("atlassian", "jira-401-text", CRED, reply(401, "Unauthorized", issue))
    yield case(
        "atlassian",
        "jira-403-permission",
        CRED,
        reply(
            403, jira_errors("You do not have the permission to see the specified issue."), issue
        ),
    )
    yield case(
        "atlassian",
        "jira-409-workflow",
        (CLI, BIZ),
        reply(
            409,
            jira_errors(
                "Issue PROJ-42 cannot be transitioned: it is being edited by another user."
            ),
            issue,
        ),
    )
    yield case(
        "atlassian",
        "jira-429-retry-after",
        TRA,
        reply(429, {"message": "Rate limit exceeded."}, issue, Retry_After="12"),
        retry_after=12.0,
    )
    yield case(
        "atlassian",
        "jira-429-monthly-quota",
        FAT,
        reply(
            429,
            {
                "message": "You have exceeded the monthly API request quota for this site. "
                "Upgrade your plan to continue."
            },
            issue,
        ),
    )
    yield case(
        "atlassian",
        "jira-429-no-header",
        TRA,
        reply(429, {"message": "Rate limit exceeded."}, issue),
    )
    yield case(
        "atlassian",
        "jira-503-maintenance",
        TRA,
        reply(
            503,
            "<html><title>Jira is down for maintenance</title></html>",
            issue,
            Content_Type="text/html",
        ),
    )
    yield case(
        "atlassian",
        "jira-502-proxy",
        TRA,
        reply(502, "<html><title>502 Bad Gateway</title></html>", issue, Content_Type="text/html"),
    )
    yield case(
        "atlassian",
        "jira-410-search-removed",
        (CLI, FAT),
        reply(
            410,
            jira_errors(
                "The requested API has been removed. Please migrate to the "
                "/rest/api/3/search/jql API."
            ),
            lambda: jira().jql("project=P"),
        ),
    )
    yield case(
        "atlassian",
        "confluence-404-page",
        CLI,
        reply(
            404,
            {
                "statusCode": 404,
                "message": "No content found with id: 98765",
                "reason": "Not Found",
            },
            page,
        ),
    )
    yield case(
        "atlassian",
        "confluence-409-title-exists",
        (CLI, BIZ),
        reply(
            409,
            {
                "statusCode": 409,
                "message": "A page with this title already exists: A "
                "page already exists with the title Release notes in the space with key "
                "DOCS",
                "reason": "Conflict",
            },
            new_page,
        ),
    )
    yield case(
        "atlassian",
        "confluence-403-space",
        CRED,
        reply(
            403,
            {
                "statusCode": 403,
                "message": "Not permitted to create page in space DOCS",
                "reason": "Forbidden",
            },
            new_page,
        ),
    )
    yield case(
        "atlassian",
        "jira-refused",
        TRA,
        lambda: jira(f"http://127.0.0.1:{closed_port()}").issue("PROJ-42"),
    )
    yield case(
        "atlassian", "jira-read-timeout", TRA, lambda: jira(silent_url(), 1).issue("PROJ-42")
    )
    yield case(
        "atlassian",
        "jira-503-http-date",
        TRA,
        reply(503, {"message": "Service Unavailable"}, issue, Retry_After=http_date(40)),
        retry_after=40.0,
    )


FAMILIES = (atlassian_family,)
