"""Shared test configuration: import every package that registers messages."""
