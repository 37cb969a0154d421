"""Running a command the kernel refuses files at mode 000, even when the tests run as root."""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile

import pytest

NO_OVERRIDE = ("setpriv", "--inh-caps=-dac_override,-dac_read_search",
               "--bounding-set=-dac_override,-dac_read_search")


def unprivileged_prefix() -> tuple[str, ...]:
    """The command-line prefix that makes mode 000 refuse a read: none for a normal user; for root, the two
    capabilities that let root read anything dropped (setpriv, util-linux). Skips the test when neither
    works here."""
    if os.geteuid() != 0:
        return ()
    if shutil.which("setpriv") is None:
        pytest.skip("running as root without setpriv: mode 000 cannot be made to refuse a read")
    probe = tempfile.mkdtemp()
    try:
        os.chmod(probe, 0)
        result = subprocess.run([*NO_OVERRIDE, "ls", probe], capture_output=True)
    finally:
        os.chmod(probe, 0o700)
        os.rmdir(probe)
    if result.returncode == 0:
        pytest.skip("setpriv could not drop CAP_DAC_OVERRIDE here")
    return NO_OVERRIDE
