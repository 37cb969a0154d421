"""Latest committed offset per group and partition, in one process (pyspark_udfs.internal.groups)."""
from __future__ import annotations

from pyspark_udfs.internal.groups import latest_commits

from .conftest import GOLDEN


def test_latest_commit_wins_and_a_tombstone_deletes():
    """consumer-offsets.log: orders-app commits orders-0 at 41 then 3000000000 (epoch 5), orders-1 at 42 then
    100 (epoch -1), orders-2 at 43 then a tombstone; web-readers commits web.clicks-1 at 7 (epoch 0); new-app
    commits orders-2 at 77 (epoch 3, a v4 value with a topic id)."""
    problems = []
    commits = latest_commits([str(GOLDEN / "internal" / "consumer-offsets.log")], problems)
    assert problems == []
    assert {k: (c.offset, c.leader_epoch) for k, c in commits.items()} == {
        ("orders-app", "orders", 0): (3000000000, 5),
        ("orders-app", "orders", 1): (100, None),
        ("web-readers", "web.clicks", 1): (7, 0),
        ("new-app", "orders", 2): (77, 3),
    }
    assert commits[("orders-app", "orders", 0)].commit_timestamp == 1700000000003
