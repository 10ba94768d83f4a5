"""Held-out set 84: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``benchmarks/*heldout*`` file (none matched). Names in many styles: camel case for set 84's
vendors (``itwinSvcSecret``, ``zooCadToken``, ``formantSaPw``, ``prusaLinkKey``,
``bambuLanCode``, ``arenaSessId``, ``catendaClientSecret``, ``daluxIdentityKey``,
``spotRobotPw``, ``markforgedSecretKey``, ``speckleProjToken``, ``openbomAccessTok``),
snake case (``formlabs_client_secret``, ``ultimaker_digest_key``, ``mir_basic_hash``,
``insights_hub_app_secret``, ``aconex_lobby_secret``, ``shapeways_oauth_secret``,
``bluebeam_studio_secret``, ``astroprint_client_secret``), kebab case for the remote-access
tools (``ssm-stream-token``, ``ttyd-credential``, ``gotty-basic``, ``wetty-ssh-pass``,
``anydesk-unattended-pw``, ``teamviewer-fixed-pw``, ``rdp-cleartext-pw``, ``x2go-saved-pass``,
``jms-account-secret``, ``askpass-reply``), upper snake (``PLC_CONSOLE_PW``,
``CRANE_DATALOGGER_PIN``, ``KILN_TELNET_PASS``, ``AGV_WIFI_PSK``, ``CNC_SFTP_PASS``), dotted and
Pascal names (``hmi.vnc.plainpasswd``, ``SiteTabletPin``), and the set's Englishes as
people name fields (``kindlyUsePwd``, ``pwdItself``, ``otpOnly``, ``passwordNaBinigay``,
``miNewPassword``, ``allyuhWifiPw``, ``canOrNotPw``, ``ur_pw``, ``p4ssw0rd_n3w``,
``t0k3n_4p1``, ``passowrd``, ``tokne``, ``mypasswordis``, ``THE_PASSWORD_IS``,
``voicePinSpoken``, ``challengeWordToday``, ``authCodeOver``, ``credsRotated``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
itwinSvcSecret ¦ {s} ¦ A64 ¦ iModel sync failed: changeset 412 not found
zooCadToken ¦ {s} ¦ uuid ¦ text-to-cad: prompt rejected (too vague)
formantSaPw ¦ {s} ¦ A24 ¦ formant: device amr-07 offline
formantAccessJwt ¦ eyJhbGciOiJSUzI1NiJ9.{s}.c2ln ¦ u120 ¦ formant: stream not found
prusaLinkKey ¦ {s} ¦ A15 ¦ printer busy: job 77 running
bambuLanCode ¦ {s} ¦ pin ¦ bambu: AMS slot 3 empty
arenaSessId ¦ {s} ¦ U32 ¦ arena: item ASM-00412 locked by another change
catendaClientSecret ¦ {s} ¦ A48 ¦ catenda: topic board not found
daluxIdentityKey ¦ {s} ¦ A40 ¦ dalux: file area 12 is read-only
spotRobotPw ¦ {s} ¦ p ¦ spot: lease held by tablet
markforgedSecretKey ¦ AKMF7Q2X9WZL:{s} ¦ A32 ¦ fleet: print 8812 already queued
speckleProjToken ¦ {s} ¦ h42 ¦ speckle: model version not found
openbomAccessTok ¦ {s} ¦ A48 ¦ openbom: catalog locked
formlabs_client_secret ¦ {s} ¦ A40 ¦ formlabs: resin tank expired
ultimaker_digest_key ¦ {s} ¦ h64 ¦ ultimaker: print core mismatch
mir_basic_hash ¦ Basic {s} ¦ b88 ¦ mir: mission queue full
insights_hub_app_secret ¦ {s} ¦ A40 ¦ insights hub: aspect type unknown
aconex_lobby_secret ¦ {s} ¦ A36 ¦ aconex: mail type not permitted
shapeways_oauth_secret ¦ {s} ¦ h40 ¦ shapeways: material unavailable
bluebeam_studio_secret ¦ {s} ¦ A40 ¦ studio session closed
astroprint_client_secret ¦ {s} ¦ A40 ¦ astroprint: printer not claimed
bimdata_access_token ¦ {s} ¦ A32 ¦ bimdata: cloud not found
xbim_flex_secret ¦ {s} ¦ A44 ¦ flex: model processing failed
abb_rws_pw ¦ {s} ¦ p ¦ rws: mastership held by another client
ssm-stream-token ¦ {s} ¦ u160 ¦ session terminated by idle timeout
ttyd-credential ¦ ops:{s} ¦ A18 ¦ ttyd: port 7681 in use
gotty-basic ¦ robot:{s} ¦ A18 ¦ gotty: permit-write disabled
wetty-ssh-pass ¦ {s} ¦ p ¦ wetty: host key changed
anydesk-unattended-pw ¦ {s} ¦ p ¦ anydesk: service not running
teamviewer-fixed-pw ¦ {s} ¦ p ¦ teamviewer: daemon not started
rdp-cleartext-pw ¦ {s} ¦ p ¦ rdp: certificate name mismatch
x2go-saved-pass ¦ {s} ¦ b24 ¦ x2go: session suspended
jms-account-secret ¦ {s} ¦ A24 ¦ jumpserver: asset unreachable
askpass-reply ¦ {s} ¦ p ¦ ssh: host key verification failed
mobaxterm-saved-pw ¦ {s} ¦ b44 ¦ session folder missing
securecrt-pw-v2 ¦ 02:{s} ¦ h96 ¦ securecrt: config folder locked
cloudflared-app-token ¦ {s} ¦ u150 ¦ cloudflared: origin unreachable
PLC_CONSOLE_PW ¦ {s} ¦ A16 ¦ serial: /dev/ttyUSB0 busy
CRANE_DATALOGGER_PIN ¦ {s} ¦ pin ¦ datalogger: clock drift 4 s
KILN_TELNET_PASS ¦ {s} ¦ A12 ¦ kiln: zone 2 thermocouple open
AGV_WIFI_PSK ¦ {s} ¦ A20 ¦ agv: map version mismatch
CNC_SFTP_PASS ¦ {s} ¦ p ¦ cnc: program O1234 exists
hmi.vnc.plainpasswd ¦ {s} ¦ A8 ¦ vnc: display :1 already in use
SiteTabletPin ¦ {s} ¦ pin ¦ tablet: storage full
kindlyUsePwd ¦ {s} ¦ p ¦ ERP: user locked, contact admin
pwdItself ¦ {s} ¦ p ¦ VPN: profile not found
otpOnly ¦ {s} ¦ pin ¦ OTP: too many attempts
passwordNaBinigay ¦ {s} ¦ p ¦ account disabled
miNewPassword ¦ {s} ¦ p ¦ portal: session expired
allyuhWifiPw ¦ {s} ¦ p ¦ wifi: controller unreachable
canOrNotPw ¦ {s} ¦ p ¦ login: captcha required
ur_pw ¦ {s} ¦ p ¦ tablet: sync pending
p4ssw0rd_n3w ¦ {s} ¦ p ¦ plotter: queue paused
t0k3n_4p1 ¦ {s} ¦ A40 ¦ camera NVR: channel 9 offline
passowrd ¦ {s} ¦ p ¦ drawing server: share not found
tokne ¦ {s} ¦ A40 ¦ api: rate limited
mypasswordis ¦ {s} ¦ p ¦ helpdesk: ticket closed
THE_PASSWORD_IS ¦ {s} ¦ p ¦ login failed
voicePinSpoken ¦ {s} ¦ pin ¦ hoist: overload interlock active
challengeWordToday ¦ {s} ¦ w4 ¦ gate: reader offline
authCodeOver ¦ {s} ¦ pin ¦ radio: channel busy
credsRotated ¦ admin/{s} ¦ p ¦ svc_plotter: restart required
recoevryCodes ¦ {s} ¦ rc ¦ licence portal: seat limit reached
siteNetPassphrase ¦ {s} ¦ w5 ¦ site net: AP reboot scheduled
"""

_WORDS = [
    "anchor",
    "beam",
    "caisson",
    "column",
    "culvert",
    "fascia",
    "flange",
    "formwork",
    "grout",
    "hoist",
    "kerb",
    "pile",
    "plinth",
    "rafter",
    "shim",
    "stud",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
