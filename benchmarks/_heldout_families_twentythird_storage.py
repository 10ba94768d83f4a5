"""Held-out set 23, part 2: two Chinese clouds' object-storage SDKs against a fake S3-like API.

* oss2 (Alibaba Cloud OSS): ``OssError`` subclasses (``NoSuchKey``, ``AccessDenied`` …, or a
  plain ``ServerError``) carrying ``status``, ``code`` (``SlowDown``, ``NoSuchBucket`` …),
  ``message``, ``request_id`` and ``headers``; ``str()`` is a dict; a transport failure is a
  ``RequestError`` whose ``status`` is -2, a client-side check a ``ClientError`` (-1), a CRC
  mismatch an ``InconsistentError`` (-3).
* cos-python-sdk-v5 (Tencent Cloud COS): ``CosServiceError`` whose status and vendor code are
  reached only through methods (``get_status_code()``, ``get_error_code()``) and whose
  ``str()`` is the digested XML as a dict; ``CosClientError`` carries only a message.

Written 2026-12-04 from 23:45 UTC by the helper ``heldout23``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]

_XML = "application/xml"


def oss2_family() -> Iterator[Case]:
    import oss2

    oss2.defaults.request_retries = 0
    server = http()
    auth = oss2.Auth("LTAI5tHeldout23AccessId", "heldout23-oss-secret")

    def bucket(url: str | None = None, name: str = "reports-23") -> Any:
        return oss2.Bucket(auth, url or server.url, name, connect_timeout=2)

    def xml(code: str, message: str, ec: str = "0002-00000001") -> str:
        return (f'<?xml version="1.0" encoding="UTF-8"?>\n<Error>\n  <Code>{code}</Code>\n'
            f"  <Message>{message}</Message>\n  <RequestId>6571A3D2E1B0C83933D1F0A2</RequestId>\n"
            f"  <HostId>reports-23.oss-cn-hangzhou.aliyuncs.com</HostId>\n  <EC>{ec}</EC>\n"
            "</Error>")  # fmt: skip

    def get(status: int, code: str, message: str, ec: str = "0002-00000001"
            ) -> Callable[[], Any]:  # fmt: skip
        def run() -> Any:
            server.set(status, xml(code, message, ec), Content_Type=_XML,
                x_oss_request_id="6571A3D2E1B0C83933D1F0A2")  # fmt: skip
            return bucket().get_object("2026/12/sales.csv").read()

        return run

    def put(status: int, code: str, message: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, xml(code, message), Content_Type=_XML)
            return bucket().put_object("2026/12/sales.csv", b"region,total\neast,42\n")

        return run

    def create(status: int, code: str, message: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, xml(code, message), Content_Type=_XML)
            return bucket().create_bucket()

        return run

    def delete_bucket(status: int, code: str, message: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, xml(code, message), Content_Type=_XML)
            return bucket().delete_bucket()

        return run

    def crc_mismatch() -> Any:
        # The stored object's CRC64 differs from what was sent: the upload was damaged on the way.
        server.set(200, "", x_oss_hash_crc64ecma="1234567890123456789",
            x_oss_request_id="6571A3D2E1B0C83933D1F0A3", ETag='"5B3C1A2E"')  # fmt: skip
        return bucket().put_object("2026/12/sales.csv", b"region,total\neast,42\n")

    os_ = "oss2-23"
    yield case(os_, "503-slowdown", TRA, get(503, "SlowDown", "Please reduce your request "
        "rate."))  # fmt: skip
    yield case(os_, "503-slowdown-retry-after", TRA, lambda: (server.set(503, xml("SlowDown",
        "Please reduce your request rate."), Content_Type=_XML, Retry_After="3"),
        bucket().get_object("2026/12/sales.csv"))[1], retry_after=3)  # fmt: skip
    yield case(os_, "503-unavailable", TRA, get(503, "ServiceUnavailable", "The service is "
        "unavailable. Please try again later."))  # fmt: skip
    yield case(os_, "500-internal", (TRA, FAT), get(500, "InternalError", "We encountered an "
        "internal error. Please try again."))  # fmt: skip
    yield case(os_, "404-no-such-key", CLI, get(404, "NoSuchKey", "The specified key does not "
        "exist."))  # fmt: skip
    yield case(os_, "404-no-such-bucket", CLI, get(404, "NoSuchBucket", "The specified bucket "
        "does not exist."))  # fmt: skip
    yield case(os_, "403-access-denied", CRED, get(403, "AccessDenied", "You have no right to "
        "access this object because of bucket acl."))  # fmt: skip
    yield case(os_, "403-signature", CRED, get(403, "SignatureDoesNotMatch", "The request "
        "signature we calculated does not match the signature you provided. Check your key and "
        "signing method."))  # fmt: skip
    yield case(os_, "403-access-key-id", CRED, get(403, "InvalidAccessKeyId", "The OSS Access "
        "Key Id you provided does not exist in our records."))  # fmt: skip
    # The account is overdue: a person must pay before anything works again.
    yield case(os_, "403-user-disable", (FAT, CLI), get(403, "UserDisable", "UserDisable",
        "0003-00000801"))  # fmt: skip
    yield case(os_, "416-range", CLI, get(416, "InvalidRange", "The requested range cannot be "
        "satisfied"))  # fmt: skip
    yield case(os_, "412-precondition", CLI, get(412, "PreconditionFailed", "At least one of "
        "the pre-conditions you specified did not hold"))  # fmt: skip
    yield case(os_, "400-clock-skew", (CLI, FAT), get(400, "RequestTimeTooSkewed", "The "
        "difference between the request time and the current time is too large."))  # fmt: skip
    yield case(os_, "501-not-implemented", (FAT, CLI), get(501, "NotImplemented", "A header "
        "you provided implies functionality that is not implemented."))  # fmt: skip
    yield case(os_, "502-html", TRA, lambda: (server.set(502, "<html><head><title>502 Bad "
        "Gateway</title></head><body>Tengine</body></html>", Content_Type="text/html"),
        bucket().get_object("2026/12/sales.csv"))[1])  # fmt: skip
    yield case(os_, "400-object-name", CLI, put(400, "InvalidObjectName", "The specified "
        "object is not valid."))  # fmt: skip
    yield case(os_, "400-entity-too-large", CLI, put(400, "EntityTooLarge", "Your proposed "
        "upload exceeds the maximum allowed size."))  # fmt: skip
    yield case(os_, "409-bucket-exists", (CLI, BIZ), create(409, "BucketAlreadyExists", "The "
        "requested bucket name is not available. The bucket namespace is shared by all users of "
        "the system. Please select a different name and try again."))  # fmt: skip
    yield case(os_, "409-bucket-not-empty", (CLI, BIZ), delete_bucket(409, "BucketNotEmpty",
        "The bucket you tried to delete is not empty."))  # fmt: skip
    yield case(os_, "crc-mismatch", (TRA, FAT), crc_mismatch)
    yield case(os_, "bad-bucket-name", CLI, lambda: bucket(name="Reports_23"))
    yield case(os_, "refused", TRA, lambda: bucket(f"http://127.0.0.1:{closed_port()}")
        .get_object("a.csv"))  # fmt: skip
    yield case(os_, "timeout", TRA, lambda: bucket(f"http://127.0.0.1:{silent_port()}")
        .get_object("a.csv"))  # fmt: skip


def cos_family() -> Iterator[Case]:
    from qcloud_cos import CosConfig, CosS3Client

    server = http()

    def client(domain: str | None = None, secret_id: str | None = "AKIDheldout23cosid") -> Any:
        config = CosConfig(Region="ap-guangzhou", SecretId=secret_id, SecretKey="heldout23-cos",
            Domain=domain or server.url.removeprefix("http://"), Scheme="http", Timeout=2)  # fmt: skip
        return CosS3Client(config, retry=0)

    def xml(code: str, message: str) -> str:
        return ('<?xml version="1.0" encoding="UTF-8"?><Error>'
            f"<Code>{code}</Code><Message>{message}</Message>"
            "<Resource>media-1250000000.cos.ap-guangzhou.myqcloud.com/clips/intro.mp4</Resource>"
            "<RequestId>NjU3MWEzZDJfOTBmYTUwNjRfNmVjMV8xYjQ=</RequestId>"
            "<TraceId>OGVmYzZiMmQzYjA2OWNhODk0NTRkMTBiOWVmMDAxODc0</TraceId></Error>")  # fmt: skip

    def get(status: int, code: str, message: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, xml(code, message), Content_Type=_XML)
            return client().get_object(Bucket="media-1250000000", Key="clips/intro.mp4")

        return run

    def put(status: int, code: str, message: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, xml(code, message), Content_Type=_XML)
            return client().put_object(Bucket="media-1250000000", Key="clips/intro.mp4",
                Body=b"\x00\x00\x00\x18ftypmp42")  # fmt: skip

        return run

    cs = "cos-23"
    yield case(cs, "503-slowdown", TRA, get(503, "SlowDown", "Please reduce your request rate."))
    yield case(cs, "503-unavailable", TRA, get(503, "ServiceUnavailable", "Service is "
        "unavailable. Please retry."))  # fmt: skip
    yield case(cs, "500-internal", (TRA, FAT), get(500, "InternalError", "We encountered an "
        "internal error. Please try again."))  # fmt: skip
    yield case(cs, "404-no-such-key", CLI, get(404, "NoSuchKey", "The specified key does not "
        "exist."))  # fmt: skip
    yield case(cs, "404-no-such-bucket", CLI, get(404, "NoSuchBucket", "The specified bucket "
        "does not exist."))  # fmt: skip
    yield case(cs, "403-access-denied", CRED, get(403, "AccessDenied", "Access Denied."))
    yield case(cs, "403-signature", CRED, get(403, "SignatureDoesNotMatch", "The Signature you "
        "specified is invalid."))  # fmt: skip
    yield case(cs, "403-secret-id", CRED, get(403, "InvalidAccessKeyId", "The access key Id "
        "format you provided is invalid, please check."))  # fmt: skip
    # The account is in arrears: no request succeeds until someone pays.
    yield case(cs, "403-arrears", FAT, get(403, "InArrearsOrInsufficientBalance", "The account "
        "is in arrears or has insufficient balance."))  # fmt: skip
    yield case(cs, "403-clock-skew", (CLI, FAT), get(403, "RequestTimeTooSkewed", "The "
        "difference between the request time and the server's time is too large."))  # fmt: skip
    yield case(cs, "416-range", CLI, get(416, "InvalidRange", "The Range value you specified "
        "is invalid."))  # fmt: skip
    yield case(cs, "400-key-too-long", CLI, put(400, "KeyTooLong", "The specified key is too "
        "long."))  # fmt: skip
    yield case(cs, "400-entity-too-large", CLI, put(400, "EntityTooLarge", "Your proposed "
        "upload exceeds the maximum allowed object size."))  # fmt: skip
    yield case(cs, "409-being-processed", (TRA, CLI), put(409, "PathConflict", "The request "
        "conflicts with another ongoing request on the same key. Please retry later."))  # fmt: skip
    yield case(cs, "502-html", TRA, lambda: (server.set(502, "<html><head><title>502 Bad "
        "Gateway</title></head><body>stgw</body></html>", Content_Type="text/html"),
        client().get_object(Bucket="media-1250000000", Key="clips/intro.mp4"))[1])  # fmt: skip
    yield case(cs, "no-secret-id", CRED, lambda: client(secret_id=None))
    yield case(cs, "refused", TRA, lambda: client(f"127.0.0.1:{closed_port()}")
        .get_object(Bucket="media-1250000000", Key="clips/intro.mp4"))  # fmt: skip
    yield case(cs, "timeout", TRA, lambda: client(f"127.0.0.1:{silent_port()}")
        .get_object(Bucket="media-1250000000", Key="clips/intro.mp4"))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    oss2_family,
    cos_family,
)
