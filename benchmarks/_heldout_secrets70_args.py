"""Held-out set 70: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier ``*heldout*``
file (none matched; ``rahatPhan``, ``mat_khau``, ``kata_laluan`` and ``lihimNaSalita`` did
and were renamed). Names in many styles: camel case for set 70's vendors
(``flipdishSecretKey``, ``eposnowApiSecret``, ``pelotonSessionId``, ``virtuagymClubSecret``,
...), snake case (``punchh_app_secret``, ``lavu_api_key``, ``marketman_auth_token``, ...),
kebab case (``purplepass-api-key``, ``vividseats-api-token``, ...), upper snake
(``SAHHA_CLIENT_SECRET``, ``CATAPULT_OPENFIELD_TOKEN``, ...), notebook and data tools
(``mlflowTrackingPassword``, ``duckdbS3Secret``, ``sparkJdbcPassword``, ...) and set 70's
languages, in ASCII and in their own scripts (``matKhauMoi``, ``mã_pin_mới``,
``kataLaluanBaru``, ``รหัสผ่านใหม่``, ``ລະຫັດຜ່ານ``, ``ពាក្យសម្ងាត់``, ``စကားဝှက်``,
``susi_api``, ``bagongPassword``, ``sandhi_anyar``, ``kecapKonci``, ``kruna_sandi``,
``senhaFoun``, ``kodiguPin``, ``کات_لالوان``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_WORDS = ["pandan", "tarsier", "langsat", "hornbill", "calamansi", "dugong", "banyan", "gecko"]

_ROWS = r"""
flipdishSecretKey ¦ {s} ¦ A43 ¦ Flipdish: store 8123 not found
eposnowApiSecret ¦ {s} ¦ U32 ¦ Epos Now: product list empty
intervalsApiKey ¦ {s} ¦ l24 ¦ intervals.icu: athlete i58214 has no wellness data
pelotonSessionId ¦ {s} ¦ h32 ¦ Peloton: workout not found
concept2AccessToken ¦ {s} ¦ A40 ¦ Concept2: result 99120 not found
r365OdataPassword ¦ {s} ¦ p ¦ Restaurant365: SalesDetail query timed out
siriusDevToken ¦ sdt_{s} ¦ l64 ¦ Sirius: project not found
skiddleApiKey ¦ {s} ¦ h32 ¦ Skiddle: no events in radius
pushpressApiKey ¦ {s} ¦ A40 ¦ PushPress: customer not found
virtuagymClubSecret ¦ CS-31877-{s} ¦ A32 ¦ Virtuagym: member 441 not found
hotelrunnerToken ¦ {s} ¦ h40 ¦ HotelRunner: reservation window is 30 days
paytronixSecret ¦ {s} ¦ A36 ¦ Paytronix: card 6009 not enrolled
stubhubConsumerSecret ¦ {s} ¦ A28 ¦ StubHub: listing expired
corosAccessToken ¦ {s} ¦ h32 ¦ COROS: activity list empty
swoogoConsumerSecret ¦ {s} ¦ u32 ¦ Swoogo: event 3312 not found
eightSleepToken ¦ {s} ¦ h64 ¦ Eight Sleep: device offline
lunchboxTeamToken ¦ {s} ¦ h40 ¦ Lunchbox: store closed
ticketbudAccessToken ¦ {s} ¦ h64 ¦ Ticketbud: event sold out
punchh_app_secret ¦ {s} ¦ h64 ¦ punchh: guest not found
lavu_api_key ¦ {s} ¦ A20 ¦ lavu: dataname unknown
tevalis_key ¦ {s} ¦ uuid ¦ tevalis: site 2217 offline
orderbird_password ¦ {s} ¦ p ¦ orderbird: till not paired
vectron_api_key ¦ {s} ¦ H40 ¦ vectron: branch 0042 not found
gastrofix_token ¦ {s} ¦ h48 ¦ gastrofix: business unit not found
kounta_refresh ¦ {s} ¦ h40 ¦ kounta: company not found
tillster_client_secret ¦ {s} ¦ A32 ¦ tillster: kiosk menu stale
marketman_auth_token ¦ {s} ¦ h32 ¦ marketman: vendor not found
cuboh_api_key ¦ cbh_{s} ¦ A36 ¦ cuboh: location not linked
foodpanda_plugin_password ¦ {s} ¦ A40 ¦ foodpanda: vendor closed
baemin_secret ¦ {s} ¦ A32 ¦ baemin: order already acknowledged
shopeefood_partner_key ¦ {s} ¦ h64 ¦ shopeefood: order not found
purplepass-api-key ¦ {s} ¦ A32 ¦ purplepass: event not found
ticketspice-api-key ¦ {s} ¦ h40 ¦ ticketspice: form not published
yapsody-key ¦ {s} ¦ A40 ¦ yapsody: venue not found
vividseats-api-token ¦ {s} ¦ uuid ¦ vividseats: production not found
whova-api-key ¦ {s} ¦ h32 ¦ whova: agenda empty
roanuz-api-key ¦ RS5:{s} ¦ A40 ¦ roanuz: match not started
zwift-password ¦ {s} ¦ p ¦ zwift: profile private
ULTRAHUMAN_TOKEN ¦ {s} ¦ u48 ¦ ultrahuman: no ring data for date
SAHHA_CLIENT_SECRET ¦ {s} ¦ A48 ¦ sahha: profile not found
CATAPULT_OPENFIELD_TOKEN ¦ {s} ¦ u86 ¦ openfield: session not found
GYMDESK_API_KEY ¦ {s} ¦ A32 ¦ gymdesk: member not found
DUVE_WEBHOOK_SECRET ¦ whsec_{s} ¦ A32 ¦ duve: reservation not linked
CLASSPASS_PARTNER_KEY ¦ {s} ¦ h40 ¦ classpass: schedule not published
mlflowTrackingPassword ¦ {s} ¦ p ¦ mlflow: experiment not found
wandbApiKey ¦ {s} ¦ h40 ¦ wandb: run not found
jupyterToken ¦ {s} ¦ h48 ¦ jupyter: kernel died
duckdbS3Secret ¦ {s} ¦ b40 ¦ duckdb: file not found
sparkJdbcPassword ¦ {s} ¦ p ¦ spark: table not found
daskGatewayToken ¦ {s} ¦ h64 ¦ dask-gateway: cluster pending
kaggleKey ¦ {s} ¦ h32 ¦ kaggle: dataset not found
matKhauMoi ¦ {s} ¦ p ¦ Không tìm thấy tài khoản
mã_pin_mới ¦ {s} ¦ pin ¦ Thẻ đã bị khóa
kataLaluanBaru ¦ {s} ¦ p ¦ Akaun tidak dijumpai
รหัสผ่านใหม่ ¦ {s} ¦ p ¦ ไม่พบบัญชีผู้ใช้
ລະຫັດຜ່ານ ¦ {s} ¦ p ¦ ບໍ່ພົບບັນຊີ
ពាក្យសម្ងាត់ ¦ {s} ¦ p ¦ រកមិនឃើញគណនី
စကားဝှက် ¦ {s} ¦ p ¦ အကောင့် မတွေ့ပါ
susi_api ¦ {s} ¦ A40 ¦ Hindi nahanap ang tindahan
bagongPassword ¦ {s} ¦ p ¦ Hindi wasto ang username
sandhi_anyar ¦ {s} ¦ p ¦ Akun ora ketemu
kecapKonci ¦ {s} ¦ p ¦ Akun teu kapendak
kruna_sandi ¦ {s} ¦ p ¦ Akun nenten kapanggih
senhaFoun ¦ {s} ¦ p ¦ Konta la iha
kodiguPin ¦ {s} ¦ pin ¦ Kartaun blokeadu
کات_لالوان ¦ {s} ¦ p ¦ اکاءون تيدق دجومڤاءي
frasa_pemulihan ¦ {s} ¦ w5 ¦ Dompet tidak dijumpai
recoveryCodeGym ¦ {s} ¦ rc ¦ gym portal: two-factor reset
"""


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
