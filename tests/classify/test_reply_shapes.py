"""Reply codes read by the protocol a class's names say it speaks (any SMTP or FTP client), and
a 5xx whose words say the disk or the store is full read as fatal."""

from __future__ import annotations

from typing import Any

import aioftp
import aiosmtplib
import pytest

from toolretry import ErrorCategory, classify

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL


def _shaped(module: str, name: str, **attrs: Any) -> BaseException:
    cls = type(name, (Exception,), {"__module__": module})
    exc: BaseException = cls("reply refused")
    exc.__dict__.update(attrs)
    return exc


@pytest.mark.parametrize(
    ("exc", "category", "code"),
    [
        (_shaped("mailer.smtp", "SendError", code=450), TRANSIENT, "SMTP_450"),
        (_shaped("postbox", "SMTPReplyError", code=503), CLIENT, "SMTP_503"),
        (_shaped("lmtp_client", "DeliveryFailed", code=452), TRANSIENT, "SMTP_452"),
        (_shaped("asyncftp", "ReplyError", code="425"), TRANSIENT, "FTP_425"),
        (_shaped("ftpkit.errors", "PermanentError", code=532), CLIENT, "FTP_532"),
        (aiosmtplib.SMTPResponseException(432, "4.7.12 password transition needed"), TRANSIENT,
         "SMTP_432"),
        (aiosmtplib.SMTPSenderRefused(501, "5.1.7 bad sender syntax", "x@"), CLIENT, "SMTP_501"),
        (aiosmtplib.SMTPDataError(452, "4.3.1 insufficient system storage"), TRANSIENT,
         "SMTP_452"),
        (aiosmtplib.SMTPRecipientsRefused(
            [aiosmtplib.SMTPRecipientRefused(551, "user not local", "c@d")]), CLIENT, "SMTP_551"),
        (aioftp.StatusCodeError(aioftp.Code("226"), aioftp.Code("452"), ["452 disk quota"]),
         TRANSIENT, "FTP_452"),
        (aioftp.StatusCodeError(aioftp.Code("250"), aioftp.Code("553"), ["553 bad name"]),
         CLIENT, "FTP_553"),
    ],
    ids=["smtp-module-450", "smtp-class-503", "lmtp-452", "ftp-str-425", "ftp-532",
         "aiosmtplib-432", "aiosmtplib-501", "aiosmtplib-data-452", "aiosmtplib-rcpt-551",
         "aioftp-452", "aioftp-553"],
)  # fmt: skip
def test_reply_code_read_by_the_protocol_the_class_names(
    exc: BaseException, category: ErrorCategory, code: str
) -> None:
    """A 4xx/5xx ``code`` on a class named after SMTP or FTP is a reply code, not an HTTP one."""
    info = classify(exc)
    assert (info.category, info.code) == (category, code)


@pytest.mark.parametrize(
    "exc",
    [
        _shaped("transfer.sftp", "SFTPError", code=404),
        _shaped("shop.client", "ApiError", code=503),
    ],
    ids=["sftp-not-a-reply", "no-protocol-word"],
)
def test_code_without_the_protocol_words_is_no_reply_code(exc: BaseException) -> None:
    """A class whose names say neither SMTP nor FTP (or say SFTP) gets no reply-code verdict."""
    assert not classify(exc).code.startswith(("SMTP_", "FTP_"))


class _StoreError(Exception):
    def __init__(self, status_code: int, message: str) -> None:
        super().__init__(message)
        self.status_code = status_code


@pytest.mark.parametrize(
    ("status", "message"),
    [
        (500, "write failed: no space left on device"),
        (503, "Storage is full, cannot accept new points"),
        (500, "Insufficient storage space for the upload"),
        (500, "index size limit reached for this plan"),
        (502, "Volume full while flushing the segment"),
        (500, "Out of disk space while compacting"),
    ],
)
def test_5xx_saying_out_of_space_is_fatal(status: int, message: str) -> None:
    """A 5xx whose message says the disk or the store is full is fatal, never retried."""
    info = classify(_StoreError(status, message))
    assert (info.category, info.code) == (FATAL, "OUT_OF_SPACE")


@pytest.mark.parametrize(
    ("status", "message"),
    [(500, "database connection lost"), (503, "space station offline"), (502, "bad gateway")],
)
def test_5xx_without_space_words_stays_transient(status: int, message: str) -> None:
    """A 5xx whose message says nothing about room left stays transient."""
    assert classify(_StoreError(status, message)).category is TRANSIENT
