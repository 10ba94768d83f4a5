"""botocore through boto3 (DynamoDB, S3, EC2, STS): error codes, throttling, transport."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import boto3
import botocore.exceptions
import pytest
from botocore.config import Config

from toolretry import ErrorCategory
from toolretry.testing import FaultServer, Reply

TRANSIENT, CLIENT, BUSINESS, FATAL = (
    ErrorCategory.TRANSIENT,
    ErrorCategory.CLIENT,
    ErrorCategory.BUSINESS,
    ErrorCategory.FATAL,
)
# total_max_attempts, not max_attempts: the latter counts retries, so 1 still means 2 tries.
CONFIG = Config(retries={"total_max_attempts": 1}, connect_timeout=0.3, read_timeout=0.3)
SESSION = boto3.session.Session(
    aws_access_key_id="testing", aws_secret_access_key="testing", region_name="us-east-1"
)
Expect = Callable[..., Any]
Raised = Callable[[Callable[[], object]], BaseException]


def _client(service: str, endpoint_url: str) -> Any:
    return SESSION.client(service, endpoint_url=endpoint_url, config=CONFIG)


def _list_tables(endpoint_url: str) -> Any:
    return _client("dynamodb", endpoint_url).list_tables()


def test_status(
    fault_server: FaultServer, status_case: Any, expect: Expect, raised: Raised
) -> None:
    """ClientError: status in ResponseMetadata, headers lower-cased, 429 is ThrottlingException."""
    exc = raised(
        lambda: _list_tables(fault_server.url(status_case.path("aws-json", segments=True)))
    )
    assert isinstance(exc, botocore.exceptions.ClientError)
    expected = status_case.expected
    if expected.status == 429:  # the aws-json 429 body says ThrottlingException
        expect(
            exc, TRANSIENT, "THROTTLED", retry_after=expected.retry_after, effect=False, status=429
        )
    else:
        expect(exc, expected)


def test_transport(
    fault_server: FaultServer,
    transport_case: str,
    transport_url: str,
    transport_expected: Any,
    expect: Expect,
    raised: Raised,
) -> None:
    """Connection faults through DynamoDB; body faults through S3 (DynamoDB hides them)."""
    if transport_case == "truncated-body":
        fault_server.script("/b/k", Reply.truncated())
        s3 = _client("s3", fault_server.url("/"))
        exc = raised(lambda: s3.get_object(Bucket="b", Key="k")["Body"].read())
        assert type(exc) is botocore.exceptions.ResponseStreamingError
    elif transport_case == "invalid-json":
        s3 = _client("s3", transport_url)
        exc = raised(lambda: s3.list_objects_v2(Bucket="b"))
    else:
        exc = raised(lambda: _list_tables(transport_url))
    if transport_case == "redirect-loop":  # botocore does not follow redirects
        expect(exc, FATAL, "HTTP_302", status=302)
    elif transport_case == "invalid-json":  # see test_invalid_body_at_200
        expect(exc, TRANSIENT, "HTTP_500", status=500)
    else:
        expect(exc, transport_expected)


@pytest.mark.parametrize(
    ("service", "status", "code"),
    [
        ("dynamodb", 400, "ProvisionedThroughputExceededException"),
        ("dynamodb", 400, "ThrottlingException"),
        ("s3", 503, "SlowDown"),
        ("ec2", 503, "RequestLimitExceeded"),
        ("sts", 400, "Throttling"),
    ],
)
def test_throttling_by_error_code(
    fault_server: FaultServer, service: str, status: int, code: str, expect: Expect, raised: Raised
) -> None:
    """Throttling comes as 400 or 503: the Error.Code decides, not the status or the class."""
    shape = "aws-json" if service == "dynamodb" else "aws-xml"
    endpoint = fault_server.url(f"/status/{status}/shape={shape}/code={code}/retry_after=3")
    client = _client(service, endpoint)
    operation = {
        "dynamodb": "list_tables",
        "s3": "list_buckets",
        "ec2": "describe_instances",
        "sts": "get_caller_identity",
    }[service]
    info = expect(
        raised(getattr(client, operation)),
        TRANSIENT,
        "THROTTLED",
        retry_after=3.0,
        effect=False,
        status=status,
    )
    assert info.details["error_code"] == code


@pytest.mark.parametrize(
    ("body", "category", "code"),
    [
        (
            {
                "__type": "ConditionalCheckFailedException",
                "message": "The conditional request failed",
            },
            BUSINESS,
            "CONDITIONAL_CHECK_FAILED",
        ),
        (
            {
                "__type": "TransactionCanceledException",
                "message": "Transaction cancelled",
                "CancellationReasons": [{"Code": "ConditionalCheckFailed"}, {"Code": "None"}],
            },
            BUSINESS,
            "TRANSACTION_CANCELLED",
        ),
        (
            {
                "__type": "TransactionCanceledException",
                "message": "Transaction cancelled",
                "CancellationReasons": [{"Code": "TransactionConflict"}],
            },
            TRANSIENT,
            "TRANSACTION_CANCELLED",
        ),
    ],
    ids=["conditional-check", "cancelled-by-condition", "cancelled-by-conflict"],
)
def test_dynamodb_business_refusals(
    fault_server: FaultServer,
    body: dict[str, Any],
    category: ErrorCategory,
    code: str,
    expect: Expect,
    raised: Raised,
) -> None:
    """A failed condition is an answer (business); a conflict-only cancellation may clear."""
    fault_server.script("/", Reply(400, json=body, content_type="application/x-amz-json-1.0"))
    table = _client("dynamodb", fault_server.url("/"))
    item = {"pk": {"S": "1"}}
    exc = raised(
        lambda: table.put_item(
            TableName="t", Item=item, ConditionExpression="attribute_not_exists(pk)"
        )
    )
    expect(exc, category, code, effect=False, status=400)


def test_invalid_body_at_200(fault_server: FaultServer, expect: Expect, raised: Raised) -> None:
    """DynamoDB returns a broken 200 body as an empty result; S3 turns it into a 500."""
    assert set(_list_tables(fault_server.url("/invalid-json"))) == {"ResponseMetadata"}
    s3 = _client("s3", fault_server.url("/invalid-json"))
    exc = raised(lambda: s3.list_objects_v2(Bucket="b"))
    assert isinstance(exc, botocore.exceptions.ClientError)
    expect(exc, TRANSIENT, "HTTP_500", status=500)


def test_parameter_validation_is_a_client_error(expect: Expect, raised: Raised) -> None:
    """botocore checks parameters before sending: the request must change."""
    table = _client("dynamodb", "http://127.0.0.1:9")
    exc = raised(lambda: table.get_item(TableName="t"))
    assert type(exc) is botocore.exceptions.ParamValidationError
    expect(exc, CLIENT, "INVALID_ARGUMENTS", effect=False)
