"""Held-out set 14, part 2: infrastructure clients against fakes of their servers' HTTP APIs.

* keystoneauth1 5.18 (OpenStack's session): ``HttpError`` subclasses built by
  ``from_response`` carrying ``http_status``, ``retry_after`` (Retry-After, else 0), the
  OpenStack error body's message/details and ``request_id``; ``ConnectFailure`` and
  ``ConnectTimeout`` for transport failures.
* python-etcd 0.4 (etcd's v2 keys API over urllib3): ``EtcdException`` subclasses picked by
  etcd's ``errorCode`` (100 key not found ... 301 leader election, 401 index cleared), the
  payload kept as the second arg; ``EtcdConnectionFailed`` for transport failures.
* pycouchdb 1.17 (CouchDB over requests): ``Conflict``/``NotFound``/``BadRequest`` from
  CouchDB's ``{"error", "reason"}`` body, and ``GenericError`` whose only arg is that body (no
  status).
* py-consul 1.8 (Consul's agent API): ``ConsulException`` subclasses whose message is the
  status and the agent's plain-text body (``"500 No cluster leader"``).

Written 2026-12-04 between 03:10 and 03:40 UTC by the helper ``heldout14``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any verdict read. None of these packages appears in sets 1-13, "gen",
"dev10", "dev11" or ``tests/``."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def _port(url: str) -> int:
    return int(url.rstrip("/").rsplit(":", 1)[1])


def keystoneauth_family() -> Iterator[Case]:
    from keystoneauth1 import session

    server = http()

    def get(url: str | None = None) -> Any:
        return session.Session(timeout=1).get((url or server.url) + "/v2.1/servers/detail")

    def nova(status: int, kind: str, message: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            body = {kind: {"code": status, "message": message}}
            server.set(status, json.dumps(body), X_Openstack_Request_Id="req-5f1c0a", **headers)
            return get()

        return run

    def keystone(status: int, title: str, message: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            body = {"error": {"code": status, "title": title, "message": message}}
            server.set(status, json.dumps(body), **headers)
            return get()

        return run

    def sig(status: int, title: str, detail: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:  # the API SIG's {"errors": [...]} shape (placement, ironic)
            body = {"errors": [{"status": status, "title": title, "detail": detail,
                "code": "placement.concurrent_update", "request_id": "req-77e"}]}  # fmt: skip
            server.set(status, json.dumps(body), **headers)
            return get()

        return run

    ks = "keystoneauth"
    yield case(
        ks,
        "400-badrequest",
        CLI,
        nova(
            400,
            "badRequest",
            "Invalid input for field/attribute flavorRef. Value: None. None is not of type 'string'",
        ),
    )
    yield case(ks, "401-keystone", CRED, keystone(401, "Unauthorized",
        "The request you have made requires authentication."))  # fmt: skip
    yield case(
        ks,
        "403-policy",
        CRED,
        nova(
            403,
            "forbidden",
            "Policy doesn't allow os_compute_api:servers:detail:get_all_tenants to be performed.",
        ),
    )
    yield case(ks, "404-itemnotfound", (CLI, BIZ), nova(404, "itemNotFound",
        "Instance 9c1d0f61-2f2e-4a4f-8c61-0f0f3a1b6c02 could not be found."))  # fmt: skip
    yield case(
        ks,
        "409-task-state",
        (TRA, CLI),
        nova(
            409,
            "conflictingRequest",
            "Cannot 'reboot' instance 9c1d0f61 while it is in task_state rebooting_hard",
        ),
    )
    yield case(ks, "409-sig-concurrent", (TRA, CLI), sig(409, "Conflict",
        "There was a conflict when trying to complete your request. resource provider "
        "generation conflict"))  # fmt: skip
    # Nova's quota: the project's cores are used up; a person must raise the quota.
    yield case(
        ks,
        "403-quota",
        (FAT, CLI),
        nova(
            403,
            "forbidden",
            "Quota exceeded for cores: Requested 8, but already used 96 of 100 cores",
        ),
    )
    yield case(ks, "413-overlimit-retry", TRA, nova(413, "overLimit",
        "This request was rate-limited.", Retry_After="23"), retry_after=23)  # fmt: skip
    yield case(
        ks,
        "413-quota-body",
        (FAT, CLI),
        nova(
            413,
            "overLimit",
            "Quota exceeded for instances: Requested 1, but already used 10 of 10 instances",
        ),
    )
    yield case(ks, "429-retry-after", TRA, keystone(429, "Too Many Requests",
        "Rate limit exceeded", Retry_After="9"), retry_after=9)  # fmt: skip
    yield case(ks, "500-fault", (TRA, FAT), nova(500, "computeFault",
        "Unexpected API Error. Please report this at http://bugs.launchpad.net/nova/ and "
        "attach the Nova API log if possible."))  # fmt: skip
    yield case(ks, "501-notimpl", (FAT, CLI), nova(501, "notImplemented",
        "Unable to get console for this hypervisor."))  # fmt: skip
    yield case(ks, "503-retry-after", TRA, keystone(503, "Service Unavailable",
        "The server is currently unavailable. Please try again at a later time.",
        Retry_After="45"), retry_after=45)  # fmt: skip
    yield case(ks, "504-text", TRA, lambda: (server.set(504, "upstream timed out",
        Content_Type="text/plain"), get())[1])  # fmt: skip
    yield case(ks, "refused", TRA, lambda: get(f"http://127.0.0.1:{closed_port()}"))
    yield case(ks, "read-timeout", TRA, lambda: get(silent_url()))


def etcd_family() -> Iterator[Case]:
    import etcd

    server = http()

    def client(port: int | None = None) -> Any:
        return etcd.Client(host="127.0.0.1", port=port or _port(server.url), read_timeout=1,
            allow_reconnect=False)  # fmt: skip

    def reply(status: int, code: int, message: str, cause: str) -> Callable[[], Any]:
        def run() -> Any:
            body = {"errorCode": code, "message": message, "cause": cause, "index": 4211}
            server.set(status, json.dumps(body), X_Etcd_Index="4211")
            return client().write("/config/app/replicas", "3", prevValue="2")

        return run

    ec = "etcd"
    yield case(ec, "100-not-found", (CLI, BIZ), reply(404, 100, "Key not found",
        "/config/app/replicas"))  # fmt: skip
    # Compare-and-swap lost: re-read the key and send the new prevValue.
    yield case(ec, "101-compare-failed", (CLI, TRA, BIZ), reply(412, 101, "Compare failed",
        "[2 != 4]"))  # fmt: skip
    yield case(ec, "102-not-file", CLI, reply(403, 102, "Not a file", "/config/app"))
    yield case(ec, "104-not-dir", CLI, reply(403, 104, "Not a directory", "/config/app/x"))
    yield case(ec, "105-exists", (CLI, BIZ), reply(412, 105, "Key already exists",
        "/config/app/replicas"))  # fmt: skip
    yield case(ec, "107-root-ro", CLI, reply(403, 107, "Root is read only", "/"))
    yield case(ec, "108-dir-not-empty", CLI, reply(403, 108, "Directory not empty",
        "/config/app"))  # fmt: skip
    yield case(ec, "110-permissions", CRED, reply(401, 110, "The request requires user "
        "authentication", "Insufficient credentials"))  # fmt: skip
    yield case(ec, "200-value-required", CLI, reply(400, 200, "Value is Required in POST form",
        "Update"))  # fmt: skip
    yield case(ec, "202-ttl-nan", CLI, reply(400, 202, "The given TTL in POST form is not a "
        "number", "Update"))  # fmt: skip
    yield case(ec, "300-raft", (TRA, FAT), reply(500, 300, "Raft Internal Error", "raft: "
        "stopped"))  # fmt: skip
    yield case(ec, "301-election", TRA, reply(500, 301, "During Leader Election", "Update"))
    yield case(ec, "400-watcher-cleared", TRA, reply(400, 400, "watcher is cleared due to etcd "
        "recovery", "Watch"))  # fmt: skip
    # The watched index was compacted: watch again from a newer index.
    yield case(ec, "401-index-cleared", (CLI, TRA), reply(400, 401, "The event in requested "
        "index is outdated and cleared", "the requested history has been cleared "
        "[1008/4]"))  # fmt: skip
    yield case(ec, "refused", TRA, lambda: client(closed_port()).read("/config/app/replicas"))
    yield case(ec, "read-timeout", TRA, lambda: client(_port(silent_url()))
        .read("/config/app/replicas"))  # fmt: skip


def couchdb_family() -> Iterator[Case]:
    import pycouchdb
    from pycouchdb.client import Database

    server = http()

    def db(url: str | None = None) -> Any:
        couch = pycouchdb.Server(url or server.url, authmethod="basic", verify=False)
        couch.resource.timeout = 1
        return couch

    def reply(status: int, error: str, reason: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            # The Database handle without pycouchdb's HEAD probe: the failure is the save's.
            invoices = Database(db().resource("invoices"), "invoices")
            server.set(status, json.dumps({"error": error, "reason": reason}), **headers)
            return invoices.save({"_id": "inv-2026-118", "total": 410})

        return run

    cd = "couchdb"
    yield case(cd, "401-unauthorized", CRED, reply(401, "unauthorized",
        "Name or password is incorrect."))  # fmt: skip
    yield case(cd, "403-forbidden", CRED, reply(403, "forbidden",
        "You are not allowed to access this db."))  # fmt: skip
    # A validate_doc_update function said no: a rule of the application's data.
    yield case(cd, "403-validate-doc", (BIZ, CLI), reply(403, "forbidden",
        "Invoice total must not exceed the customer's credit limit"))  # fmt: skip
    yield case(cd, "404-missing", (CLI, BIZ), reply(404, "not_found", "missing"))
    yield case(cd, "404-no-db", CLI, reply(404, "not_found", "Database does not exist."))
    yield case(cd, "409-conflict", CLI, reply(409, "conflict", "Document update conflict."))
    yield case(cd, "412-file-exists", CLI, reply(412, "file_exists",
        "The database could not be created, the file already exists."))  # fmt: skip
    yield case(cd, "400-bad-request", CLI, reply(400, "bad_request", "invalid UTF-8 JSON"))
    yield case(
        cd,
        "400-illegal-name",
        CLI,
        reply(
            400,
            "illegal_database_name",
            "Name: 'Invoices'. Only lowercase characters (a-z), digits (0-9), and any of the "
            "characters _, $, (, ), +, -, and / are allowed. Must begin with a letter.",
        ),
    )
    yield case(cd, "413-too-large", CLI, reply(413, "document_too_large", "inv-2026-118"))
    yield case(cd, "415-content-type", CLI, reply(415, "bad_content_type",
        "Content-Type must be application/json"))  # fmt: skip
    yield case(cd, "429-cloudant", TRA, reply(429, "too_many_requests",
        "You've exceeded your rate limit allowance. Please try again later.",
        Retry_After="3"))  # fmt: skip
    yield case(cd, "500-timeout", TRA, reply(500, "timeout", "The request could not be "
        "processed in a reasonable amount of time."))  # fmt: skip
    yield case(cd, "500-unknown", (TRA, FAT), reply(500, "unknown_error", "function_clause"))
    yield case(cd, "503-nodedown", TRA, reply(503, "service_unavailable",
        "Service unavailable"))  # fmt: skip
    yield case(cd, "507-disk", FAT, reply(507, "insufficient_storage",
        "database_dir is too full: disk usage above the configured threshold"))  # fmt: skip
    yield case(cd, "refused", TRA, lambda: db(f"http://127.0.0.1:{closed_port()}")
        .database("invoices").get("inv-2026-118"))  # fmt: skip


def consul_family() -> Iterator[Case]:
    import consul

    server = http()

    def agent(port: int | None = None) -> Any:
        return consul.Consul(host="127.0.0.1", port=port or _port(server.url),
            connections_timeout=1)  # fmt: skip

    def reply(status: int, text: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, text, Content_Type="text/plain; charset=utf-8")
            return agent().kv.put("app/config/replicas", "3")

        return run

    def renew(status: int, text: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, text, Content_Type="text/plain; charset=utf-8")
            return agent().session.renew("adf4238a-882b-9ddc-4a9d-5b6758e4159e")

        return run

    cs = "consul"
    yield case(cs, "400-decode", CLI, reply(400, "Request decode failed: json: cannot "
        "unmarshal string into Go value of type structs.CheckType"))  # fmt: skip
    yield case(cs, "401-acl", CRED, reply(401, "ACL support disabled"))
    yield case(cs, "403-acl", CRED, reply(403, "Permission denied: token with AccessorID "
        "'0f3c...' lacks permission 'key:write' on \"app/config/replicas\""))  # fmt: skip
    yield case(cs, "404-session", (CLI, BIZ), renew(404, "Session id "
        "'adf4238a-882b-9ddc-4a9d-5b6758e4159e' not found"))  # fmt: skip
    yield case(cs, "413-body", CLI, reply(413, "Request body(4194305 bytes) too large, max "
        "size: 524288 bytes. See https://developer.hashicorp.com/consul/docs/agent/config/"
        "config-files#kv_max_value_size."))  # fmt: skip
    yield case(cs, "429-conns", TRA, reply(429, "Your IP is issuing too many concurrent "
        "connections, please rate limit your calls\n"))  # fmt: skip
    yield case(cs, "500-no-leader", TRA, reply(500, "No cluster leader"))
    yield case(cs, "500-rpc-deadline", TRA, reply(500, "rpc error making call: rpc error "
        "making call: i/o deadline reached"))  # fmt: skip
    yield case(cs, "500-no-path", (TRA, FAT), reply(500, "No path to datacenter"))
    yield case(cs, "500-rate-limited", TRA, reply(500, "rpc error making call: rate limit "
        "exceeded, try again later"))  # fmt: skip
    yield case(cs, "503-leader-election", TRA, reply(503, "rpc error making call: "
        "leadership lost while committing log"))  # fmt: skip
    yield case(cs, "refused", TRA, lambda: agent(closed_port()).kv.get("app/config"))
    yield case(cs, "read-timeout", TRA, lambda: agent(_port(silent_url())).kv.get("app/config"))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    keystoneauth_family,
    etcd_family,
    couchdb_family,
    consul_family,
)
