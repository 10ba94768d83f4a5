"""Held-out families over the network, continued: botocore on more AWS services, redis-py,
HTTP bodies parsed before the status (requests, httpx), and vendor error shapes over HTTP."""

from __future__ import annotations

import contextlib
import json
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_servers import closed_port

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

__all__ = ["FAMILIES"]


# --- botocore: services the tests never touched ----------------------------------------------


def botocore_family() -> Iterator[Case]:
    import boto3
    from botocore.config import Config

    server = http()
    config = Config(retries={"total_max_attempts": 1}, connect_timeout=2, read_timeout=5)

    def client(service: str) -> Any:
        return boto3.client(
            service,
            region_name="us-east-1",
            endpoint_url=server.url,
            aws_access_key_id="AKIAHELDOUT000000000",
            aws_secret_access_key="heldout-secret",
            config=config,
        )

    ddb, kinesis, ec2, s3, lam, sns, kms, sfn = (
        client(name)
        for name in ("dynamodb", "kinesis", "ec2", "s3", "lambda", "sns", "kms", "stepfunctions")
    )

    def json_error(status: int, kind: str, message: str, **headers: str) -> None:
        server.set(
            status,
            json.dumps({"__type": kind, "message": message}),
            Content_Type="application/x-amz-json-1.0",
            **headers,
        )

    def ec2_error(status: int, code: str) -> None:
        body = f"<Response><Errors><Error><Code>{code}</Code><Message>{code} said EC2</Message></Error></Errors><RequestID>r1</RequestID></Response>"
        server.set(status, body, Content_Type="text/xml")

    def s3_error(status: int, code: str) -> None:
        server.set(
            status,
            f"<Error><Code>{code}</Code><Message>{code} said S3</Message></Error>",
            Content_Type="application/xml",
        )

    def sns_error(status: int, code: str) -> None:
        body = f"<ErrorResponse><Error><Type>Sender</Type><Code>{code}</Code><Message>{code}</Message></Error><RequestId>r</RequestId></ErrorResponse>"
        server.set(status, body, Content_Type="text/xml")

    def run(setup: Any, call: Any) -> None:
        setup()
        call()

    dyn = "com.amazonaws.dynamodb.v20120810#"
    rows: list[tuple[str, Any, Any, tuple[str, ...], float | None]] = [
        (
            "ddb-throughput",
            lambda: json_error(
                400,
                dyn + "ProvisionedThroughputExceededException",
                "The level of configured provisioned throughput for the table was exceeded.",
            ),
            lambda: ddb.get_item(TableName="t", Key={"id": {"S": "1"}}),
            (TRA,),
            None,
        ),
        (
            "ddb-request-limit",
            lambda: json_error(
                400,
                dyn + "RequestLimitExceeded",
                "Throughput exceeds the current throughput limit for your account.",
            ),
            lambda: ddb.get_item(TableName="t", Key={"id": {"S": "1"}}),
            (TRA,),
            None,
        ),
        (
            "ddb-validation",
            lambda: json_error(
                400,
                "com.amazon.coral.validate#ValidationException",
                "One or more parameter values were invalid",
            ),
            lambda: ddb.get_item(TableName="t", Key={"id": {"S": "1"}}),
            (CLI,),
            None,
        ),
        (
            "ddb-not-found",
            lambda: json_error(
                400, dyn + "ResourceNotFoundException", "Requested resource not found"
            ),
            lambda: ddb.get_item(TableName="t", Key={"id": {"S": "1"}}),
            (CLI,),
            None,
        ),
        (
            "ddb-conditional",
            lambda: json_error(
                400, dyn + "ConditionalCheckFailedException", "The conditional request failed"
            ),
            lambda: ddb.put_item(TableName="t", Item={"id": {"S": "1"}}),
            (BIZ, CLI),
            None,
        ),
        (
            "ddb-internal",
            lambda: json_error(500, dyn + "InternalServerError", "Internal server error"),
            lambda: ddb.get_item(TableName="t", Key={"id": {"S": "1"}}),
            (TRA,),
            None,
        ),
        (
            "kinesis-throughput",
            lambda: json_error(
                400, "ProvisionedThroughputExceededException", "Rate exceeded for shard"
            ),
            lambda: kinesis.put_record(StreamName="s", Data=b"x", PartitionKey="k"),
            (TRA,),
            None,
        ),
        (
            "kinesis-kms-throttle",
            lambda: json_error(400, "KMSThrottlingException", "KMS rate exceeded"),
            lambda: kinesis.put_record(StreamName="s", Data=b"x", PartitionKey="k"),
            (TRA,),
            None,
        ),
        (
            "ec2-request-limit",
            lambda: ec2_error(503, "RequestLimitExceeded"),
            lambda: ec2.describe_instances(),
            (TRA,),
            None,
        ),
        (
            "ec2-capacity",
            lambda: ec2_error(500, "InsufficientInstanceCapacity"),
            lambda: ec2.describe_instances(),
            (TRA,),
            None,
        ),
        (
            "ec2-unauthorized",
            lambda: ec2_error(403, "UnauthorizedOperation"),
            lambda: ec2.describe_instances(),
            (CLI,),
            None,
        ),
        (
            "ec2-invalid-id",
            lambda: ec2_error(400, "InvalidInstanceID.NotFound"),
            lambda: ec2.describe_instances(),
            (CLI,),
            None,
        ),
        (
            "ec2-instance-limit",
            lambda: ec2_error(400, "InstanceLimitExceeded"),
            lambda: ec2.describe_instances(),
            (FAT, CLI),
            None,
        ),
        (
            "s3-slowdown",
            lambda: s3_error(503, "SlowDown"),
            lambda: s3.get_object(Bucket="b", Key="k"),
            (TRA,),
            None,
        ),
        (
            "s3-no-such-key",
            lambda: s3_error(404, "NoSuchKey"),
            lambda: s3.get_object(Bucket="b", Key="k"),
            (CLI,),
            None,
        ),
        (
            "s3-access-denied",
            lambda: s3_error(403, "AccessDenied"),
            lambda: s3.get_object(Bucket="b", Key="k"),
            (CLI,),
            None,
        ),
        (
            "s3-internal",
            lambda: s3_error(500, "InternalError"),
            lambda: s3.get_object(Bucket="b", Key="k"),
            (TRA,),
            None,
        ),
        (
            "lambda-too-many",
            lambda: server.set(
                429,
                json.dumps(
                    {
                        "Type": "User",
                        "message": "Rate Exceeded.",
                        "Reason": "ReservedFunctionConcurrentInvocationLimitExceeded",
                    }
                ),
                x_amzn_ErrorType="TooManyRequestsException",
                Retry_After="3",
            ),
            lambda: lam.invoke(FunctionName="f"),
            (TRA,),
            3.0,
        ),
        (
            "lambda-not-found",
            lambda: server.set(
                404,
                json.dumps({"Type": "User", "Message": "Function not found"}),
                x_amzn_ErrorType="ResourceNotFoundException",
            ),
            lambda: lam.invoke(FunctionName="f"),
            (CLI,),
            None,
        ),
        (
            "sns-throttling",
            lambda: sns_error(400, "Throttling"),
            lambda: sns.publish(TopicArn="arn:aws:sns:us-east-1:1:t", Message="m"),
            (TRA,),
            None,
        ),
        (
            "sns-not-found",
            lambda: sns_error(404, "NotFound"),
            lambda: sns.publish(TopicArn="arn:aws:sns:us-east-1:1:t", Message="m"),
            (CLI,),
            None,
        ),
        (
            "kms-throttling",
            lambda: json_error(400, "ThrottlingException", "Rate exceeded"),
            lambda: kms.describe_key(KeyId="k"),
            (TRA,),
            None,
        ),
        (
            "kms-disabled",
            lambda: json_error(400, "DisabledException", "key is disabled"),
            lambda: kms.describe_key(KeyId="k"),
            (CLI, FAT),
            None,
        ),
        (
            "sfn-throttling",
            lambda: json_error(400, "ThrottlingException", "Rate exceeded"),
            lambda: sfn.list_state_machines(),
            (TRA,),
            None,
        ),
        (
            "sfn-quota",
            lambda: json_error(400, "ServiceQuotaExceededException", "quota"),
            lambda: sfn.list_state_machines(),
            (FAT,),
            None,
        ),
    ]
    for name, setup, call, accept, wait in rows:
        yield case("botocore-more", name, accept, lambda s=setup, c=call: run(s, c), wait)


# --- redis-py --------------------------------------------------------------------------------


def redis_family() -> Iterator[Case]:
    import redis
    from redis.backoff import NoBackoff
    from redis.retry import Retry

    from redis_server import RedisServer, redis_binary  # the tests' fixture class, reused

    binary = redis_binary()
    if binary is None:
        raise RuntimeError("no redis-server")
    server = RedisServer(binary)
    server.start()

    def connect(**kw: Any) -> Any:
        return redis.Redis(port=server.port, retry=Retry(NoBackoff(), 0), socket_timeout=5, **kw)

    r = connect()
    try:
        r.set("s", "text")
        r.lpush("l", "x")
        yield case("redis-py", "wrongtype", CLI, lambda: r.lpush("s", "x"))
        yield case("redis-py", "not-integer", CLI, lambda: r.incr("s"))
        yield case("redis-py", "data-error", CLI, lambda: r.set("k", {"a": 1}))
        yield case("redis-py", "noscript", (CLI, FAT), lambda: r.evalsha("0" * 40, 0))
        yield case("redis-py", "unknown-command", FAT, lambda: r.execute_command("NOPECMD"))
        yield case("redis-py", "wrong-args", (FAT, CLI), lambda: r.execute_command("GET"))
        yield case(
            "redis-py", "script-error", (FAT, CLI), lambda: r.eval("return redis.call('nope')", 0)
        )
        # BUSY: a script runs past busy-reply-threshold; other clients are told to wait.
        r.config_set("busy-reply-threshold", 100)
        runner = connect()
        thread = threading.Thread(
            target=lambda: _quiet(
                lambda: runner.eval("local t = redis.call('TIME') while true do end", 0)
            )
        )
        thread.start()
        time.sleep(0.4)
        yield case("redis-py", "busy-script", TRA, lambda: r.get("s"))
        r.script_kill()
        thread.join(5)
        # OOM under maxmemory with noeviction
        r.config_set("maxmemory-policy", "noeviction")
        r.config_set("maxmemory", "1")
        yield case("redis-py", "oom", (TRA, FAT), lambda: r.set("big", "x" * 1000))
        r.config_set("maxmemory", "0")
        # READONLY and MASTERDOWN on a replica whose master is gone
        r.replicaof("127.0.0.1", closed_port())
        yield case("redis-py", "readonly", (TRA, FAT), lambda: r.set("k", "v"))
        r.config_set("replica-serve-stale-data", "no")
        yield case("redis-py", "masterdown", TRA, lambda: r.get("k"))
        r.config_set("replica-serve-stale-data", "yes")
        r.replicaof("NO", "ONE")
        # a connection killed by the server
        victim = connect()
        victim_id = victim.client_id()
        killer = threading.Timer(0.3, lambda: r.client_kill_filter(_id=victim_id))
        killer.start()
        yield case("redis-py", "killed", TRA, lambda: victim.blpop(["nothing"], timeout=3))
        killer.join()
        # max clients
        r.config_set("maxclients", str(len(r.client_list()) + 1))
        extra = connect()
        extra.ping()
        crowd = connect()
        yield case("redis-py", "max-clients", TRA, lambda: crowd.ping())
        extra.close()
        r.config_set("maxclients", "1000")
        # a read timeout
        slow = redis.Redis(port=server.port, retry=Retry(NoBackoff(), 0), socket_timeout=0.1)
        yield case("redis-py", "timeout", TRA, lambda: slow.blpop(["nothing"], timeout=2))
        # authentication
        r.config_set("requirepass", "heldout-pass")
        anonymous = connect()
        yield case("redis-py", "noauth", (CLI, FAT), lambda: anonymous.get("s"))
        wrong = connect(password="wrong")
        yield case("redis-py", "wrongpass", (CLI, FAT), lambda: wrong.get("s"))
        r.auth("heldout-pass")
        r.config_set("requirepass", "")
        dead = redis.Redis(port=closed_port(), retry=Retry(NoBackoff(), 0))
        yield case("redis-py", "refused", TRA, lambda: dead.ping())
    finally:
        server.stop() if hasattr(server, "stop") else server.kill()


def _quiet(action: Any) -> None:
    with contextlib.suppress(Exception):
        action()


# --- HTTP: the body parsed before the status, and vendor error shapes ---------------------------

_PAGES = {
    503: "<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>",
    502: "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>cloudflare</center>\r\n</body>\r\n</html>",
    504: "<!DOCTYPE html><html><head><title>Gateway Timeout</title></head><body><h1>Gateway Timeout</h1><p>The upstream server failed to respond in time.</p></body></html>",
    429: "<html><head><title>429 Too Many Requests</title></head><body><h1>Too Many Requests</h1></body></html>",
    404: "<!doctype html><html lang=en><title>404 Not Found</title><h1>Not Found</h1><p>The requested URL was not found on the server.</p>",
    500: "<html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1></body></html>",
    401: "<html><head><title>401 Authorization Required</title></head><body>401 Authorization Required</body></html>",
}


def body_first_family() -> Iterator[Case]:
    import httpx
    import requests

    server = http()
    accept = {
        503: (TRA,),
        502: (TRA,),
        504: (TRA,),
        429: (TRA,),
        404: (CLI,),
        500: (TRA, FAT),
        401: (CLI, FAT),
    }

    def page(status: int) -> None:
        server.set(status, _PAGES[status], Content_Type="text/html")

    for status, wanted in accept.items():
        yield case(
            "body-first",
            f"requests-{status}",
            wanted,
            lambda s=status: (page(s), requests.get(server.url).json()),
        )
        yield case(
            "body-first",
            f"httpx-{status}",
            wanted,
            lambda s=status: (page(s), httpx.get(server.url).json()),
        )
    server.set(200, "<html><body>welcome</body></html>", Content_Type="text/html")
    yield case("body-first", "requests-200-html", FAT, lambda: requests.get(server.url).json())
    yield case("body-first", "httpx-200-html", FAT, lambda: httpx.get(server.url).json())
    server.set(404, json.dumps({"error": "order not found"}))
    yield case("body-first", "json-404-key", FAT, lambda: requests.get(server.url).json()["result"])


def vendor_http_family() -> Iterator[Case]:
    import requests

    server = http()

    def fail(status: int, body: Any, **headers: str) -> None:
        server.set(status, body if isinstance(body, str) else json.dumps(body), **headers)
        requests.get(server.url + "/api").raise_for_status()

    rows: list[tuple[str, int, Any, dict[str, str], tuple[str, ...], float | None]] = [
        (
            "400-throttling",
            400,
            {"code": "Throttling", "message": "Rate exceeded"},
            {},
            (TRA,),
            None,
        ),
        ("400-request-limit", 400, {"error": {"code": "RequestLimitExceeded"}}, {}, (TRA,), None),
        (
            "403-rate-limit",
            403,
            {
                "error": {
                    "errors": [{"domain": "usageLimits", "reason": "rateLimitExceeded"}],
                    "code": 403,
                    "message": "Rate Limit Exceeded",
                }
            },
            {},
            (TRA,),
            None,
        ),
        (
            "403-user-rate-limit",
            403,
            {
                "error": {
                    "errors": [{"reason": "userRateLimitExceeded"}],
                    "code": 403,
                    "message": "User Rate Limit Exceeded",
                }
            },
            {},
            (TRA,),
            None,
        ),
        (
            "403-daily-limit",
            403,
            {
                "error": {
                    "errors": [{"reason": "dailyLimitExceeded"}],
                    "code": 403,
                    "message": "Daily Limit Exceeded",
                }
            },
            {},
            (FAT,),
            None,
        ),
        (
            "429-daily-quota",
            429,
            {"error": {"message": "You have exceeded your daily quota of 1000 requests."}},
            {},
            (FAT,),
            None,
        ),
        (
            "429-monthly",
            429,
            {"message": "Monthly request limit reached. Upgrade your plan to continue."},
            {},
            (FAT,),
            None,
        ),
        (
            "429-zh-quota",
            429,
            {"code": 1113, "msg": "您的账户已欠费，请充值后重试"},
            {},
            (FAT,),
            None,
        ),
        (
            "402-insufficient",
            402,
            {"error": "insufficient_funds", "message": "Insufficient funds"},
            {},
            (BIZ,),
            None,
        ),
        (
            "429-ratelimit-reset",
            429,
            {"message": "slow down"},
            {"RateLimit_Reset": "20"},
            (TRA,),
            20.0,
        ),
        ("429-plain", 429, {"message": "Too Many Requests"}, {"Retry_After": "4"}, (TRA,), 4.0),
        (
            "400-card-declined",
            400,
            {"error": {"code": "card_declined", "message": "declined"}},
            {},
            (BIZ,),
            None,
        ),
        ("409-conflict", 409, {"error": {"code": "Conflict"}}, {}, (CLI, TRA), None),
        (
            "503-slowdown",
            503,
            "<Error><Code>SlowDown</Code></Error>",
            {"Content_Type": "application/xml"},
            (TRA,),
            None,
        ),
    ]
    for name, status, body, headers, wanted, wait in rows:
        yield case(
            "vendor-http", name, wanted, lambda s=status, b=body, h=headers: fail(s, b, **h), wait
        )
    dead = f"http://127.0.0.1:{closed_port()}"
    yield case("vendor-http", "refused", TRA, lambda: requests.get(dead, timeout=2))


FAMILIES = (botocore_family, redis_family, body_first_family, vendor_http_family)
