"""The one-sentence advice an observation gives per error code, in English and Chinese."""

from __future__ import annotations

import threading

from .._category import ErrorCategory

__all__ = ["LOCALES", "register_suggestion", "suggestion_for"]

LOCALES = ("en", "zh")

_BUILTIN: dict[str, dict[str, str]] = {
    "en": {
        "FILE_NOT_FOUND": "Check the path; no file exists there (details may list close names).",
        "NOT_A_DIRECTORY": "Fix the path; a part of it is a file, not a directory.",
        "IS_A_DIRECTORY": "Give a file, not a directory.",
        "COMMAND_TIMEOUT": "Narrow the command or raise its timeout; it did not finish in time.",
        "COMMAND_FAILED": "Fix the command using its error output; it exited with an error.",
        "EDIT_MISMATCH": "Read the file again; the text to replace is not in it as written.",
        "AMBIGUOUS_EDIT": "Make the text to replace unique; it occurs more than once.",
        "INVALID_VALUE": (
            "Change the rejected value the message names; the call itself was well formed."
        ),
        "MISSING_FIELD": "Do not retry; the tool's data lacks a field it needs. Tell the user.",
        "CONTRACT_BROKEN": (
            "Do not retry; the tool's own result broke its declared type. Tell the user."
        ),
        "INVALID_SCHEMA": "Do not retry; the tool's own schema is invalid. Tell the user.",
        "NONE_VALUE": "Do not retry; the tool met a missing value inside. Tell the user.",
        "INDEX_OUT_OF_RANGE": (
            "Do not retry; the tool read past the end of its data. Tell the user."
        ),
        "UNKNOWN_TOOL": "Use one of the visible tools; this one does not exist.",
        "TOOL_NOT_VISIBLE": "Use one of the visible tools; this one is not available in this turn.",
        "HTTP_400": "Fix the request parameters; the server rejected them as malformed.",
        "HTTP_401": "Check the credentials; the server did not accept them.",
        "HTTP_402": "Treat this as the answer: the payment was refused. Tell the user.",
        "HTTP_403": "Do not repeat this call; the credentials lack permission for it.",
        "HTTP_404": "Check the identifier or path; the resource does not exist.",
        "HTTP_405": "Use a different method or endpoint; this one is not allowed.",
        "HTTP_408": "Retry later; the server timed out waiting for the request.",
        "HTTP_409": "Fetch the current state and resolve the conflict before retrying.",
        "HTTP_410": "Stop using this resource; it has been removed for good.",
        "HTTP_413": "Send a smaller request; this one is too large.",
        "HTTP_422": "Correct the fields the server named as invalid.",
        "HTTP_429": "Wait at least retry_after seconds before calling again.",
        "HTTP_500": "Retry later; the server failed on its side.",
        "HTTP_502": "Retry later; an upstream gateway failed.",
        "HTTP_503": "Retry later; the service is temporarily unavailable.",
        "HTTP_504": "Retry later; an upstream gateway timed out.",
        "TIMEOUT": "Retry later, or ask for less data so the call finishes in time.",
        "DEADLINE_EXCEEDED": "Retry later with a simpler request; the time budget ran out.",
        "CONNECTION_ERROR": "Retry later; the service could not be reached.",
        "CONNECTION_REFUSED": "Retry later; the service refused the connection.",
        "DNS_ERROR": "Check the host name; it could not be resolved.",
        "INVALID_ARGUMENTS": "Call the tool again with arguments that match its signature.",
        "VALIDATION_ERROR": "Fix the fields listed in details and call again.",
        "NOT_FOUND": "Check the name or path; it does not exist.",
        "PERMISSION_DENIED": "Use a location you are allowed to access.",
        "INVALID_RESPONSE": "Do not retry unchanged; the service answered in an unexpected format.",
        "OUT_OF_SPACE": "Stop writing; free space first or report the problem.",
        "CONNECTION_RESET": "Retry later; the connection was cut before the answer arrived.",
        "ALREADY_EXISTS": "Use another name, or read the existing item instead of creating it.",
        "INVALID_PATH": "Check the path; it names the wrong kind of file or is too long.",
        "NOT_IMPLEMENTED": "Do not retry; this operation is not available in this tool.",
        "RESULT_NOT_SERIALIZABLE": "Do not retry unchanged; the tool's result could not be shown.",
        "TLS_ERROR": "Check the URL and its certificate; the secure connection was refused.",
        "TLS_CERTIFICATE_ERROR": "Do not retry; the server's certificate could not be verified.",
        "READ_TIMEOUT": "Retry later; the server got the request but did not answer in time.",
        "CONNECT_TIMEOUT": (
            "Retry later; the service could not be reached in time and nothing was sent."
        ),
        "WRITE_TIMEOUT": "Retry later; sending the request timed out.",
        "POOL_TIMEOUT": "Retry later; too many calls are in flight at once.",
        "INCOMPLETE_READ": "Retry later; the answer was cut off in transit.",
        "NETWORK_UNREACHABLE": "Retry later; the network path to the service is down.",
        "PROXY_ERROR": "Retry later; the proxy could not reach the service.",
        "PROTOCOL_ERROR": "Retry later; the server sent a malformed response.",
        "TOO_MANY_REDIRECTS": "Do not retry; the URL redirects in a loop. Check the address.",
        "INVALID_URL": "Fix the URL; it cannot be requested as written.",
        "INVALID_REQUEST": "Fix the request; the API rejected its content.",
        "QUOTA_EXHAUSTED": (
            "Do not retry; the account's quota, credit or spending limit is used up and only a "
            "person can restore it. Tell the user."
        ),
        "OVERLOADED": "Retry later; the service is overloaded.",
        "THROTTLED": "Slow down: wait at least retry_after seconds before calling again.",
        "SERVER_ERROR": "Retry later; the service failed while answering.",
        "RETRIES_EXHAUSTED": "Retry later; the HTTP client already retried and kept failing.",
        "CONDITIONAL_CHECK_FAILED": (
            "Treat this as the answer: the item did not meet the condition. "
            "Read it before writing again."
        ),
        "TRANSACTION_CANCELLED": (
            "Read the cancellation reasons in details and fix the state "
            "before retrying the transaction."
        ),
        "TRANSACTION_CONFLICT": "Retry later; another transaction touched the same items.",
        "MISSING_CREDENTIALS": "Do not retry; configure credentials for this service first.",
        "CONFIGURATION_ERROR": (
            "Do not retry; the client is misconfigured (for example, no region)."
        ),
    },
    "zh": {
        "FILE_NOT_FOUND": "请检查路径；该位置没有文件（details 中可能列出了相近的名称）。",
        "NOT_A_DIRECTORY": "请修正路径；其中某一部分是文件而不是目录。",
        "IS_A_DIRECTORY": "请给出文件而不是目录。",
        "COMMAND_TIMEOUT": "请缩小命令范围或调大超时；命令未能按时完成。",
        "COMMAND_FAILED": "请根据命令的错误输出修正命令；命令以错误状态退出。",
        "EDIT_MISMATCH": "请重新读取文件；要替换的文本与文件中的内容不一致。",
        "AMBIGUOUS_EDIT": "请让要替换的文本唯一；它出现了不止一次。",
        "INVALID_VALUE": "请修改错误信息中被拒绝的值；调用本身的格式没有问题。",
        "MISSING_FIELD": "不要重试；工具的数据缺少所需字段，请告知用户。",
        "CONTRACT_BROKEN": "不要重试；工具自身的返回值不符合其声明的类型，请告知用户。",
        "INVALID_SCHEMA": "不要重试；工具自身的模式定义无效，请告知用户。",
        "NONE_VALUE": "不要重试；工具内部遇到了缺失的值，请告知用户。",
        "INDEX_OUT_OF_RANGE": "不要重试；工具读取数据时越界，请告知用户。",
        "UNKNOWN_TOOL": "请使用可用的工具之一；该工具不存在。",
        "TOOL_NOT_VISIBLE": "请使用可用的工具之一；本轮不能使用该工具。",
        "HTTP_400": "请修正请求参数；服务器认为它们格式不正确。",
        "HTTP_401": "请检查凭据；服务器未接受它们。",
        "HTTP_402": "请把这当作答案：付款被拒绝。请告知用户。",
        "HTTP_403": "不要重复此调用；当前凭据没有相应权限。",
        "HTTP_404": "请检查标识符或路径；该资源不存在。",
        "HTTP_405": "请换用其他方法或端点；当前方法不被允许。",
        "HTTP_408": "请稍后重试；服务器等待请求超时。",
        "HTTP_409": "请先获取最新状态并解决冲突，再重试。",
        "HTTP_410": "请停止使用该资源；它已被永久移除。",
        "HTTP_413": "请发送更小的请求；当前请求过大。",
        "HTTP_422": "请更正服务器指出的无效字段。",
        "HTTP_429": "请至少等待 retry_after 秒后再调用。",
        "HTTP_500": "请稍后重试；服务器内部出错。",
        "HTTP_502": "请稍后重试；上游网关出错。",
        "HTTP_503": "请稍后重试；服务暂时不可用。",
        "HTTP_504": "请稍后重试；上游网关超时。",
        "TIMEOUT": "请稍后重试，或请求更少的数据以便按时完成。",
        "DEADLINE_EXCEEDED": "请稍后用更简单的请求重试；时间预算已用完。",
        "CONNECTION_ERROR": "请稍后重试；无法连接到服务。",
        "CONNECTION_REFUSED": "请稍后重试；服务拒绝了连接。",
        "DNS_ERROR": "请检查主机名；无法解析。",
        "INVALID_ARGUMENTS": "请使用符合工具签名的参数重新调用。",
        "VALIDATION_ERROR": "请修正 details 中列出的字段后再调用。",
        "NOT_FOUND": "请检查名称或路径；它不存在。",
        "PERMISSION_DENIED": "请使用你有权访问的位置。",
        "INVALID_RESPONSE": "不要原样重试；服务返回了意外的格式。",
        "OUT_OF_SPACE": "请停止写入；先释放空间或报告该问题。",
        "CONNECTION_RESET": "请稍后重试；连接在收到答复前被中断。",
        "ALREADY_EXISTS": "请换一个名称，或读取已存在的项目而不是重新创建。",
        "INVALID_PATH": "请检查路径；它指向了错误类型的文件或过长。",
        "NOT_IMPLEMENTED": "不要重试；此工具不支持该操作。",
        "RESULT_NOT_SERIALIZABLE": "不要原样重试；工具的结果无法显示。",
        "TLS_ERROR": "请检查 URL 及其证书；安全连接未能建立。",
        "TLS_CERTIFICATE_ERROR": "不要重试；无法验证服务器的证书。",
        "READ_TIMEOUT": "请稍后重试；服务器已收到请求但未按时响应。",
        "CONNECT_TIMEOUT": "请稍后重试；未能按时连接到服务，请求尚未发出。",
        "WRITE_TIMEOUT": "请稍后重试；发送请求超时。",
        "POOL_TIMEOUT": "请稍后重试；同时进行的调用过多。",
        "INCOMPLETE_READ": "请稍后重试；响应在传输中被截断。",
        "NETWORK_UNREACHABLE": "请稍后重试；到服务的网络不可达。",
        "PROXY_ERROR": "请稍后重试；代理无法连接到服务。",
        "PROTOCOL_ERROR": "请稍后重试；服务器返回了格式错误的响应。",
        "TOO_MANY_REDIRECTS": "不要重试；该 URL 循环重定向，请检查地址。",
        "INVALID_URL": "请修正 URL；按当前写法无法请求。",
        "INVALID_REQUEST": "请修正请求；API 拒绝了其内容。",
        "QUOTA_EXHAUSTED": (
            "不要重试；账户的配额、余额或消费上限已用尽，只有人工处理才能恢复，请告知用户。"
        ),
        "OVERLOADED": "请稍后重试；服务当前过载。",
        "THROTTLED": "请放慢速度：至少等待 retry_after 秒后再调用。",
        "SERVER_ERROR": "请稍后重试；服务在响应过程中出错。",
        "RETRIES_EXHAUSTED": "请稍后重试；HTTP 客户端已自行重试但仍失败。",
        "CONDITIONAL_CHECK_FAILED": "请将此视为答案：该条目不满足条件。写入前请先读取其当前状态。",
        "TRANSACTION_CANCELLED": "请查看 details 中的取消原因，修正状态后再重试该事务。",
        "TRANSACTION_CONFLICT": "请稍后重试；另一事务修改了相同的条目。",
        "MISSING_CREDENTIALS": "不要重试；请先为该服务配置凭据。",
        "CONFIGURATION_ERROR": "不要重试；客户端配置有误（例如未设置区域）。",
    },
}

_BY_CATEGORY: dict[str, dict[ErrorCategory, str]] = {
    "en": {
        ErrorCategory.TRANSIENT: "Retry later; the failure is temporary.",
        ErrorCategory.CLIENT: "Change the request before calling again; repeating it will fail.",
        ErrorCategory.BUSINESS: "Treat this as the answer; tell the user or choose another action.",
        ErrorCategory.FATAL: "Do not retry; report the failure or use another approach.",
    },
    "zh": {
        ErrorCategory.TRANSIENT: "请稍后重试；这是暂时性故障。",
        ErrorCategory.CLIENT: "请先修改请求再调用；原样重复会再次失败。",
        ErrorCategory.BUSINESS: "请把这当作答案；告知用户或选择其他操作。",
        ErrorCategory.FATAL: "不要重试；请报告该故障或换一种方法。",
    },
}

_registered: dict[tuple[str, str], str] = {}
_lock = threading.Lock()


def register_suggestion(code: str, text: str, *, locale: str = "en") -> None:
    """Use ``text`` as the suggestion for ``code`` in ``locale``, replacing any built-in one."""
    from ..exceptions import ConfigurationError

    if not isinstance(code, str) or not code:
        raise ConfigurationError(f"code must be a non-empty string like 'HTTP_429', got {code!r}.")
    if not isinstance(text, str) or not text.strip():
        raise ConfigurationError(f"text must be a non-empty sentence, got {text!r}.")
    if locale not in LOCALES:
        raise ConfigurationError(f"locale must be one of {LOCALES}, got {locale!r}.")
    with _lock:
        _registered[(code, locale)] = text.strip()


def suggestion_for(code: str, category: ErrorCategory, locale: str = "en") -> str:
    """The suggestion for ``code``: registered, else built-in, else the category's default."""
    if locale not in LOCALES:
        locale = "en"
    if _registered:  # most programs register none: no (code, locale) key to build and hash
        registered = _registered.get((code, locale))
        if registered is not None:
            return registered
    builtin = _BUILTIN[locale].get(code)
    if builtin is not None:
        return builtin
    return _BY_CATEGORY[locale][category]


def _reset_registered() -> None:
    """Forget registered suggestions (for tests)."""
    with _lock:
        _registered.clear()
